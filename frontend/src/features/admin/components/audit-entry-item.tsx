import type { AuditEntry, AuditOutcome } from '@pkr/contracts';
import { cn } from '@/lib/cn';
import { auditActionLabels, auditChanges, formatUtc } from './audit-format';

const outcomeBadges: Record<AuditOutcome, { label: string; className: string }> = {
  done: { label: 'Done', className: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300' },
  failed: { label: 'Failed', className: 'border-red-500/40 bg-red-500/10 text-red-300' },
  unknown: { label: 'Outcome unknown', className: 'border-amber-500/40 bg-amber-500/10 text-amber-300' },
};

/** One audit row: what, by whom and when, on what, why, the values before -> after, and how it ended. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const label = auditActionLabels[entry.action];
  const changes = auditChanges(entry);
  const outcome = outcomeBadges[entry.outcome];
  return (
    <li aria-label={`${label} by ${entry.adminUsername}`} className="grid gap-2 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-white">{label}</span>
        <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', outcome.className)}>{outcome.label}</span>
        <time dateTime={entry.at} className="text-xs text-slate-400 tabular-nums sm:ms-auto">
          {formatUtc(entry.at)}
        </time>
      </div>
      <p className="text-slate-300">
        by <span className="font-semibold text-white">{entry.adminUsername}</span>
        {entry.targetLabel && entry.targetLabel !== entry.adminUsername && (
          <>
            {' · '}
            <span className="break-words">{entry.targetLabel}</span>
          </>
        )}
      </p>
      {entry.reason && <p className="text-slate-300">Reason: {entry.reason}</p>}
      {changes.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {changes.map((change) => (
            <li key={change} className="rounded-lg bg-slate-900 px-2 py-1 text-xs text-slate-300 tabular-nums">
              {change}
            </li>
          ))}
        </ul>
      )}
      {entry.error && <p className="text-xs text-red-300">{entry.error}</p>}
      <p className="text-xs break-all text-slate-500">
        Request {entry.requestId} · IP {entry.clientIp}
      </p>
    </li>
  );
}
