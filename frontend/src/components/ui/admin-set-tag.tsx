import { cn } from '@/lib/cn';

const explanation = 'Crash point set by an admin';

/** Marks a round whose crash point an admin set with Game Control: public history labels every such round. */
export function AdminSetTag({ className }: { className?: string }) {
  return (
    <span title={explanation} className={cn('rounded bg-amber-400/15 px-1 text-[10px] leading-4 font-semibold text-amber-300 uppercase', className)}>
      <span aria-hidden="true">Admin</span>
      <span className="sr-only">{explanation}</span>
    </span>
  );
}
