import * as Label from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type FormFieldProps = ComponentProps<'input'> & { id: string; label: string; error?: string };

/** A labelled input with its validation message underneath, wired for screen readers. */
export function FormField({ id, label, error, className, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label.Root htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </Label.Root>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-11 w-full rounded-lg border bg-slate-950/60 px-3.5 text-sm text-slate-100 placeholder:text-slate-500',
          'transition-colors focus:ring-2 focus:outline-none',
          error
            ? 'border-red-500/70 focus:border-red-400 focus:ring-red-500/30'
            : 'border-slate-700 focus:border-emerald-400 focus:ring-emerald-500/30',
          className,
        )}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
