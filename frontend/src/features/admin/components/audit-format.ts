import type { AuditAction, AuditEntry } from '@pkr/contracts';
import { formatRupeesWithPaisa } from '@/lib/format';

export const auditActionLabels: Record<AuditAction, string> = {
  login: 'Login',
  'login-failed': 'Failed login',
  logout: 'Logout',
  'search-users': 'User search',
  'adjust-balance': 'Balance adjustment',
  'approve-transaction': 'Transaction approved',
  'reject-transaction': 'Transaction rejected',
  'game-control': 'Game control',
  'grant-admin': 'Admin granted',
  'revoke-admin': 'Admin revoked',
  'self-exclude': 'Self-exclusion',
  'delete-chat-message': 'Chat message deleted',
  'mute-chat': 'Chat mute',
};


type AuditValue = NonNullable<AuditEntry['before']>[string] | undefined;

const fieldLabels: Record<string, string> = { balance: 'Balance', status: 'Status', isAdmin: 'Rights', crashPoint: 'Crash point', query: 'Query', found: 'Found' };

function formatValue(field: string, value: AuditValue): string {
  if (value === undefined || value === null) return '—';
  // The log is exact: paisa are shown, where the player-facing balance cuts them.
  if (field === 'balance' && typeof value === 'number') return formatRupeesWithPaisa(value);
  if (field === 'crashPoint' && typeof value === 'number') return `${value.toFixed(2)}x`;
  if (field === 'isAdmin') return value ? 'Admin' : 'User';
  return String(value);
}

/**
 * Each field an entry names, as "before → after". An entry with only an after (a search's count) shows that;
 * one with only a before shows it unchanged when the action failed, and "before → ?" when its outcome is unknown
 * (the target did not answer in time, so the change may have happened).
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after' | 'outcome'>): string[] {
  const { before, after } = entry;
  const withoutAfter = entry.outcome === 'unknown' ? ' → ?' : ' (unchanged)';
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const label = fieldLabels[field] ?? field;
    if (!before) return `${label}: ${formatValue(field, after?.[field])}`;
    if (!after) return `${label}: ${formatValue(field, before[field])}${withoutAfter}`;
    return `${label}: ${formatValue(field, before[field])} → ${formatValue(field, after[field])}`;
  });
}

/** The entry's time in UTC, as the log stores it: 2026-03-05 10:00:07 UTC. */
export function formatUtc(at: string): string {
  return `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
