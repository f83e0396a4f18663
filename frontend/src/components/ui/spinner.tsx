import { cn } from '@/lib/cn';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-6', xl: 'size-10' } as const;

/** A turning ring in the text's colour. `className` places and colours it; its size is `size`'s. */
export function Spinner({ size = 'md', className }: { size?: keyof typeof sizes; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn(sizes[size], 'animate-spin', className)} fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
