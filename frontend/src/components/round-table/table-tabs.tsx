import { cn } from '@/lib/cn';

export type TableTab = 'all' | 'mine' | 'top';
const labels: Record<TableTab, string> = { all: 'All bets', mine: 'My bets', top: 'Top' };

/** The live table's three tabs. */
export function TableTabs({ value, onChange }: { value: TableTab; onChange: (tab: TableTab) => void }) {
  return (
    <div role="tablist" aria-label="Bets" className="grid grid-cols-3 gap-1 rounded-xl bg-slate-950/60 p-1">
      {(Object.keys(labels) as TableTab[]).map((tab) => (
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
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}
