import { cn } from '@/lib/cn';

const sizes = { md: 'text-lg', lg: 'text-2xl' } as const;

/**
 * The wordmark. The spec leaves the brand out, so the product goes by what it is. `className` places it; its type
 * size is `size`'s.
 */
export function Brand({ size = 'md', className }: { size?: keyof typeof sizes; className?: string }) {
  return (
    <span className={cn(sizes[size], 'font-bold tracking-tight whitespace-nowrap text-white', className)}>
      PKR <span className="text-emerald-400">Games</span>
    </span>
  );
}
