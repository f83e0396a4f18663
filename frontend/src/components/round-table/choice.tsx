import { cn } from '@/lib/cn';

type ChoiceProps<T extends string> = { label: string; options: readonly T[]; labelOf: (option: T) => string; value: T; onChange: (value: T) => void };

/** A small row of toggles to pick one option from; the row is a group named `label`. */
export function Choice<T extends string>({ label, options, labelOf, value, onChange }: ChoiceProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex gap-1">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'h-7 flex-1 rounded-md border text-xs font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none',
            value === option ? 'border-emerald-400 bg-emerald-500/15 text-emerald-300' : 'border-slate-700 text-slate-400 hover:text-white',
          )}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
