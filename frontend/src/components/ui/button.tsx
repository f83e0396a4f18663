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
  /** An outlined refusal beside a filled consent, such as Reject beside Approve. */
  danger: 'border border-red-500/50 bg-transparent text-red-300 hover:bg-red-400/10 focus-visible:ring-red-300',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  /** A game page's header: room for the back arrow alone on a phone. */
  header: 'h-9 px-2 text-sm sm:px-3',
  /** A bet panel's one button: tall to hit, with room for its payout in half a phone's width. */
  panel: 'h-14 px-2 text-lg',
  /** A square holding one sign, such as the adjustment's minus and plus. */
  icon: 'size-11 px-0 text-lg',
} as const;

/**
 * `className` places the button (its margins, width, alignment); its height, padding, type and colours come from
 * `size` and `variant` alone. Two classes for one property are settled by their order in the stylesheet, not in
 * the attribute, so a padding or colour given beside the variant's would be ignored or not, by chance.
 */
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
