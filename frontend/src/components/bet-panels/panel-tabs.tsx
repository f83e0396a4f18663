import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type PanelTab = 'bet' | 'auto';

const tabs: PanelTab[] = ['bet', 'auto'];

/** A bet panel's two modes: one bet, or auto-play round after round. */
export function PanelTabs({ slot, current, onChange }: { slot: number; current: PanelTab; onChange: (tab: PanelTab) => void }) {
  const { t } = useTranslation('game');
  return (
    <div role="tablist" aria-label={t('panels.mode', { slot })} className="grid grid-cols-2 gap-1 rounded-full bg-slate-950/60 p-1">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={current === tab}
          onClick={() => onChange(tab)}
          className={cn(
            'h-7 rounded-full text-xs font-semibold focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none',
            current === tab ? 'bg-slate-700 text-white' : 'text-slate-400 hover:text-white',
          )}
        >
          {t(`panels.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
