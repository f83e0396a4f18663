import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The filled buttons lighten on hover by a filter, not by a lighter shade: the light theme turns the lighter shades
 * (emerald-400, amber-300) into dark text colours, and the button's dark label would vanish into them.
 */
const variants = {
  primary: 'bg-emerald-500 text-emerald-950 hover:brightness-110 focus-visible:ring-emerald-300',
  accent: 'bg-amber-400 text-amber-950 hover:brightness-110 focus-visible:ring-amber-200',
  secondary: 'bg-slate-800 text-slate-100 hover:bg-slate-700 focus-visible:ring-slate-400',
  outline: 'border border-slate-700 bg-transparent text-slate-200 hover:bg-slate-800 focus-visible:ring-slate-400',
  ghost: 'bg-transparent text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:ring-slate-400',
  link: 'bg-transparent p-0 text-emerald-400 underline-offset-4 hover:underline focus-visible:ring-emerald-300',
} as const;

const sizes = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-5 text-sm', lg: 'h-12 px-6 text-base' } as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (a link) with the button's look. */
  asChild?: boolean;
};

export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-[color,background-color,border-color,filter]',
        'focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-950 focus-visible:outline-none',
        'disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        variant !== 'link' && sizes[size],
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
