import type { ReactNode } from 'react';

/** A term and its value in a description list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-slate-400">{term}</dt>
      <dd className="text-sm text-slate-100">{children}</dd>
    </div>
  );
}

/** A hash or salt: monospaced, broken anywhere so it fits a phone. */
export const hashClass = 'font-mono text-xs break-all text-slate-200';

/** The crash formula: monospaced, broken between words. */
export const formulaClass = 'font-mono text-xs break-words text-slate-300';
