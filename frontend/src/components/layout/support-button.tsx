import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { supportChatHref, supportPhone } from '@/config/support';
import { cn } from '@/lib/cn';

const gamePaths: readonly string[] = [paths.crash.path, paths.aviator.path];

/**
 * The floating customer-support button on every page: a chat with the support number, in a new tab. On a game
 * page in one column, the Bet and Cash Out buttons run the width of the screen but for its 24 px margins, so the
 * button becomes a tab that fits the right margin: a tap meant for Cash Out never opens the chat.
 */
export function SupportButton() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const onGame = gamePaths.some((path) => matchPath(path, pathname) !== null);
  return (
    <a
      href={supportChatHref(supportPhone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('supportChat')}
      className={cn(
        'fixed z-40 inline-flex items-center justify-center bg-green-500 text-white shadow-lg shadow-green-900/40 transition-transform hover:scale-105',
        onGame
          ? 'end-0 bottom-4 h-12 w-6 rounded-s-full lg:end-4 lg:bottom-6 lg:size-14 lg:rounded-full'
          : 'end-4 bottom-20 size-14 rounded-full md:bottom-6',
      )}
    >
      <Icon name="chat" className={onGame ? 'size-5 lg:size-7' : 'size-7'} />
    </a>
  );
}
