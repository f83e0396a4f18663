import { cn } from '@/lib/cn';

type ToggleChoiceProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  labelOf: (option: T) => string;
  /** The language an option's own name is written in, where it is not the page's. */
  langOf?: (option: T) => string;
  className?: string;
};

/** A small pill of buttons to pick one option from, the chosen one pressed: the header's theme and language. */
export function ToggleChoice<T extends string>({ label, options, value, onChange, labelOf, langOf, className }: ToggleChoiceProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn('inline-flex rounded-lg border border-slate-800 p-0.5', className)}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          lang={langOf?.(option)}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn('rounded-md px-2 py-1 text-xs font-medium text-slate-400 hover:text-white', value === option && 'bg-slate-800 text-white')}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
