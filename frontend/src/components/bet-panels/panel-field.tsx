import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { formMessage } from '@/lib/form-message';

type PanelFieldProps = ComponentProps<'input'> & { id: string; label: string; error?: string };

/** A bet panel's labelled number field, small enough for two panels side by side on a phone; its message underneath. */
export function PanelField({ id, label, error, className, ...inputProps }: PanelFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="truncate text-xs font-medium text-slate-300">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-10 w-full min-w-0 rounded-lg border bg-slate-950/60 px-2.5 text-sm text-slate-100 tabular-nums placeholder:text-slate-500',
          'focus:ring-2 focus:outline-none',
          error ? 'border-red-500/70 focus:ring-red-500/30' : 'border-slate-700 focus:border-emerald-400 focus:ring-emerald-500/30',
          className,
        )}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-400">
          {formMessage(error)}
        </p>
      )}
    </div>
  );
}
