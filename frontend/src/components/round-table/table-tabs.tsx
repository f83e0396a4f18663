import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type TableTab = 'all' | 'mine' | 'top';
const tabs: TableTab[] = ['all', 'mine', 'top'];

/** The live table's three tabs. */
export function TableTabs({ value, onChange }: { value: TableTab; onChange: (tab: TableTab) => void }) {
  const { t } = useTranslation('game');
  return (
    <div role="tablist" aria-label={t('table.tabsLabel')} className="grid grid-cols-3 gap-1 rounded-xl bg-slate-950/60 p-1">
      {tabs.map((tab) => (
        <button
          key={tab}
          id={`round-table-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={value === tab}
          aria-controls={`round-table-${tab}`}
          onClick={() => onChange(tab)}
          className={cn(
            'h-8 rounded-lg text-xs font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none',
            value === tab ? 'bg-slate-700 text-white' : 'text-slate-400 hover:text-white',
          )}
        >
          {t(`table.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
