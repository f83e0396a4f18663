import { cn } from '@/lib/cn';

/** The wordmark. The spec leaves the brand out, so the product goes by what it is. */
export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn('text-lg font-bold tracking-tight whitespace-nowrap text-white', className)}>
      PKR <span className="text-emerald-400">Games</span>
    </span>
  );
}
