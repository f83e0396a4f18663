import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Marks a round whose crash point an admin set with Game Control: public history labels every such round. */
export function AdminSetTag({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const explanation = t('ui.adminSetExplanation');
  return (
    <span title={explanation} className={cn('rounded bg-amber-400/15 px-1 text-[10px] leading-4 font-semibold text-amber-300 uppercase', className)}>
      <span aria-hidden="true">{t('ui.adminSet')}</span>
      <span className="sr-only">{explanation}</span>
    </span>
  );
}
