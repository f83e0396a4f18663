import { useId, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

type AdminCardProps = { title: string; description: string; actions?: ReactNode; children: ReactNode };

/** The frame of every tab: a titled region, so each list can be found by its name. */
export function AdminCard({ title, description, actions, children }: AdminCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-white">
            {title}
          </h2>
          <p className="text-sm text-slate-400">{description}</p>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** What a list shows before its first answer, after a failed one, or when it is empty. */
export function ListStatus({ state, message }: { state: 'loading' | 'error' | 'empty'; message: string }) {
  if (state === 'loading') {
    return (
      <p className="flex items-center gap-2 py-10 text-sm text-slate-400">
        <Spinner size="sm" /> {message}
      </p>
    );
  }
  return <p className={state === 'error' ? 'py-10 text-sm text-red-400' : 'py-10 text-center text-sm text-slate-400'}>{message}</p>;
}
