import { transactionStatuses, type AuditAction, type AuditEntry } from '@pkr/contracts';
import { i18next } from '@/i18n';
import { formatRupeesWithPaisa } from '@/lib/format';

/** An action's name in the panel's words, in the current language. */
export const auditActionLabel = (action: AuditAction): string => i18next.t(`admin:audit.actions.${action}`);

type AuditValue = NonNullable<AuditEntry['before']>[string] | undefined;

const fields = ['balance', 'status', 'isAdmin', 'crashPoint', 'query', 'found'] as const;
const fieldLabel = (field: string) => ((fields as readonly string[]).includes(field) ? i18next.t(`admin:audit.fields.${field}`) : field);

function formatValue(field: string, value: AuditValue): string {
  if (value === undefined || value === null) return '—';
  // The log is exact: paisa are shown, where the player-facing balance cuts them.
  if (field === 'balance' && typeof value === 'number') return formatRupeesWithPaisa(value);
  if (field === 'crashPoint' && typeof value === 'number') return `${value.toFixed(2)}x`;
  if (field === 'isAdmin') return i18next.t(value ? 'admin:audit.admin' : 'admin:audit.user');
  if (field === 'status' && (transactionStatuses as readonly unknown[]).includes(value)) return i18next.t(`admin:audit.statuses.${String(value)}`);
  return String(value);
}

/**
 * Each field an entry names, as "before → after". An entry with only an after (a search's count) shows that;
 * one with only a before shows it unchanged when the action failed, and "before → ?" when its outcome is unknown
 * (the target did not answer in time, so the change may have happened).
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after' | 'outcome'>): string[] {
  const { before, after } = entry;
  const withoutAfter = entry.outcome === 'unknown' ? 'admin:audit.unknown' : 'admin:audit.unchanged';
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.map((name) => {
    const field = fieldLabel(name);
    if (!before) return i18next.t('admin:audit.value', { field, value: formatValue(name, after?.[name]) });
    if (!after) return i18next.t(withoutAfter, { field, value: formatValue(name, before[name]) });
    return i18next.t('admin:audit.change', { field, before: formatValue(name, before[name]), after: formatValue(name, after[name]) });
  });
}

/** The entry's time in UTC, as the log stores it: 2026-03-05 10:00:07 UTC. */
export function formatUtc(at: string): string {
  return `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
