import { Spinner } from './spinner';

/** A centred one-line status for whole-screen waits and redirects. */
export function FullPageStatus({ message, busy = true }: { message: string; busy?: boolean }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-950 px-6">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 text-center">
        {busy && <Spinner size="xl" className="text-emerald-400" />}
        <p className="text-sm font-medium text-slate-300">{message}</p>
      </div>
    </main>
  );
}
