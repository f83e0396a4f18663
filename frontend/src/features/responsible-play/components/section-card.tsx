import type { ReactNode } from 'react';

type SectionCardProps = { id: string; title: string; what: ReactNode; children?: ReactNode };

/** One tool of the page: its name, what it does in plain words, its state and its controls. */
export function SectionCard({ id, title, what, children }: SectionCardProps) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-5 sm:p-6">
      <div className="grid gap-1.5">
        <h2 id={id} className="text-lg font-bold text-white">
          {title}
        </h2>
        <div className="text-sm leading-relaxed text-slate-400">{what}</div>
      </div>
      {children}
    </section>
  );
}
