import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

const itemClass = 'flex flex-col items-center gap-0.5 py-2 text-xs font-medium text-slate-300';

/** The phone's bottom bar (spec section 2): Home, Games, Deposit, Menu. */
export function BottomBar({ onMenu }: { onMenu: (event: MouseEvent<HTMLButtonElement>) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <nav aria-label={t('bottomBar.label')} className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-4 border-t border-slate-800 bg-slate-950/95 backdrop-blur md:hidden">
      <Link to={paths.dashboard.getHref()} className={itemClass}>
        <Icon name="home" className="size-5" />
        {t('bottomBar.home')}
      </Link>
      <Link to={`${paths.dashboard.getHref()}?tab=games`} className={itemClass}>
        <Icon name="games" className="size-5" />
        {t('bottomBar.games')}
      </Link>
      <Link to={paths.deposit.getHref()} className={itemClass}>
        <Icon name="wallet" className="size-5" />
        {t('bottomBar.deposit')}
      </Link>
      <button type="button" onClick={onMenu} className={itemClass}>
        <Icon name="menu" className="size-5" />
        {t('bottomBar.menu')}
      </button>
    </nav>
  );
}
