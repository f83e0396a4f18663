import type { AuditEntry, AuditOutcome } from '@pkr/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { auditActionLabel, auditChanges, formatUtc } from './audit-format';

const outcomeBadges: Record<AuditOutcome, string> = {
  done: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300',
  failed: 'border-red-500/40 bg-red-500/10 text-red-300',
  unknown: 'border-amber-500/40 bg-amber-500/10 text-amber-300',
};

/** One audit row: what, by whom and when, on what, why, the values before -> after, and how it ended. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const label = auditActionLabel(entry.action);
  const changes = auditChanges(entry);
  return (
    <li aria-label={t('audit.entryLabel', { action: label, admin: entry.adminUsername })} className="grid gap-2 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-white">{label}</span>
        <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', outcomeBadges[entry.outcome])}>{t(`audit.outcomes.${entry.outcome}`)}</span>
        <time dateTime={entry.at} dir="ltr" className="text-xs text-slate-400 tabular-nums sm:ms-auto">
          {formatUtc(entry.at)}
        </time>
      </div>
      <p className="text-slate-300">
        <Trans t={t} i18nKey="audit.by" values={{ admin: entry.adminUsername }} components={{ admin: <span className="font-semibold text-white" /> }} />
        {entry.targetLabel && entry.targetLabel !== entry.adminUsername && (
          <>
            {' · '}
            <span className="break-words">{entry.targetLabel}</span>
          </>
        )}
      </p>
      {entry.reason && <p className="text-slate-300">{t('audit.reason', { reason: entry.reason })}</p>}
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
      <p className="text-xs break-all text-slate-500">{t('audit.request', { requestId: entry.requestId, clientIp: entry.clientIp })}</p>
    </li>
  );
}
