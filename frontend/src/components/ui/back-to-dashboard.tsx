import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from './button';

type BackToDashboardProps = Pick<ButtonProps, 'className'> & {
  /** A game page's header on a phone has room for the arrow alone; the words stay for screen readers. */
  compact?: boolean;
};

/** The pages' way back: a ghost button whose arrow is not read out, so its name is just 'Back to Dashboard'. */
export function BackToDashboard({ className, compact = false }: BackToDashboardProps) {
  const { t } = useTranslation('common');
  return (
    <Button asChild variant="ghost" size={compact ? 'header' : 'sm'} className={className}>
      <Link to={paths.dashboard.getHref()}>
        <span aria-hidden="true" className={cn('inline-block rtl:-scale-x-100', compact && 'text-lg sm:text-base')}>
          ←
        </span>{' '}
        <span className={cn(compact && 'sr-only sm:not-sr-only')}>{t('ui.backToDashboard')}</span>
      </Link>
    </Button>
  );
}
