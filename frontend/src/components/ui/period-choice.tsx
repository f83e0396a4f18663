import { cn } from '@/lib/cn';

type PeriodChoiceProps<P extends string> = { legend: string; labels: Record<P, string>; value: P | null; onChange: (period: P) => void };

/** A row of periods to pick one from (a break's or a self-exclusion's length). */
export function PeriodChoice<P extends string>({ legend, labels, value, onChange }: PeriodChoiceProps<P>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-200">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {(Object.keys(labels) as P[]).map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={value === period}
            onClick={() => onChange(period)}
            className={cn(
              'h-11 rounded-lg border text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:outline-none',
              value === period ? 'border-emerald-400 bg-emerald-500/15 text-emerald-300' : 'border-slate-700 text-slate-300 hover:bg-slate-800',
            )}
          >
            {labels[period]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
