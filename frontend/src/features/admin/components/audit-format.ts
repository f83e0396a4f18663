import type { AuditAction, AuditEntry } from '@pkr/contracts';

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
};

// The log is exact: paisa are shown, where the player-facing balance cuts them.
const exactRupees = (amount: number) =>
  `Rs. ${new Intl.NumberFormat('en-PK', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount)}`;

type AuditValue = NonNullable<AuditEntry['before']>[string] | undefined;

const fieldLabels: Record<string, string> = { balance: 'Balance', status: 'Status', isAdmin: 'Rights', crashPoint: 'Crash point', query: 'Query', found: 'Found' };

function formatValue(field: string, value: AuditValue): string {
  if (value === undefined || value === null) return '—';
  if (field === 'balance' && typeof value === 'number') return exactRupees(value);
  if (field === 'crashPoint' && typeof value === 'number') return `${value.toFixed(2)}x`;
  if (field === 'isAdmin') return value ? 'Admin' : 'User';
  return String(value);
}

export type AuditChange = { field: string; before: string | null; after: string | null };

/** Each field an entry names, as "before -> after"; a side the entry does not have is null (a failed action has no after). */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({
    field: fieldLabels[field] ?? field,
    before: entry.before ? formatValue(field, entry.before[field]) : null,
    after: entry.after ? formatValue(field, entry.after[field]) : null,
  }));
}

/** The entry's time in UTC, as the log stores it: 2026-03-05 10:00:07 UTC. */
export function formatUtc(at: string): string {
  return `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
