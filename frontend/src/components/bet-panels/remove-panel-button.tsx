import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';

/** What keeps the second panel open: a bet of it still in play, or an auto-play that plays it. */
export type PanelLock = 'bet' | 'autoplay' | null;

/** Closes the second bet panel; off while it is locked, or while its last call is being answered. */
export function RemovePanelButton({ lock, busy, onRemove }: { lock: PanelLock; busy: boolean; onRemove: () => void }) {
  const { t } = useTranslation('game');
  return (
    <button
      type="button"
      aria-label={t('panels.remove')}
      title={lock === 'autoplay' ? t('panels.removeLockedAutoplay') : lock === 'bet' ? t('panels.removeLocked') : undefined}
      disabled={busy || lock !== null}
      onClick={onRemove}
      className="inline-flex size-6 items-center justify-center rounded-md text-slate-400 hover:bg-slate-800 hover:text-white focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none disabled:opacity-40"
    >
      <Icon name="close" className="size-4" />
    </button>
  );
}
