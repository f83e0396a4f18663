import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';

/** Closes the second bet panel; off while the panel holds a bet still in play. */
export function RemovePanelButton({ disabled, onRemove }: { disabled: boolean; onRemove: () => void }) {
  const { t } = useTranslation('game');
  return (
    <button
      type="button"
      aria-label={t('panels.remove')}
      title={disabled ? t('panels.removeLocked') : undefined}
      disabled={disabled}
      onClick={onRemove}
      className="inline-flex size-6 items-center justify-center rounded-md text-slate-400 hover:bg-slate-800 hover:text-white focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none disabled:opacity-40"
    >
      <Icon name="close" className="size-4" />
    </button>
  );
}
