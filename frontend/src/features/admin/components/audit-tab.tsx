import type { AuditAction } from '@pkr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuditLog } from '../api/get-audit-log';
import { AdminCard, ListStatus } from './admin-card';
import { AuditEntryItem } from './audit-entry-item';
import { AuditFilters } from './audit-filters';

/** The audit log newest first, filtered by admin and action, a page at a time (Older / Newer). */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<{ adminId: string | undefined; action: AuditAction | undefined }>({ adminId: undefined, action: undefined });
  // The cursors of the pages already passed, so Newer goes back exactly one page.
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors.at(-1);
  // While another page or filter loads, the rows shown are the last ones: marked as loading, and not paged from.
  const { data: page, isPending, isError, isPlaceholderData: loadingOther } = useAuditLog({ ...filters, before });

  return (
    <AdminCard
      title={t('audit.title')}
      description={t('audit.description')}
      actions={
        <AuditFilters
          {...filters}
          onChange={(next) => {
            setFilters(next);
            setCursors([]);
          }}
        />
      }
    >
      {isPending || (loadingOther && page.entries.length === 0) ? (
        <ListStatus state="loading" message={t('audit.loading')} />
      ) : isError ? (
        <ListStatus state="error" message={t('audit.error')} />
      ) : page.entries.length === 0 ? (
        <ListStatus state="empty" message={t('audit.empty')} />
      ) : (
        <div className="grid gap-4">
          {loadingOther && (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
              <Spinner size="sm" /> {t('audit.loading')}
            </p>
          )}
          <ul aria-label={t('audit.entries')} aria-busy={loadingOther} className={loadingOther ? 'grid gap-2 opacity-50' : 'grid gap-2'}>
            {page.entries.map((entry) => (
              <AuditEntryItem key={entry.seq} entry={entry} />
            ))}
          </ul>
          <div className="flex justify-between gap-2">
            <Button variant="outline" size="sm" disabled={loadingOther || cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
              {t('audit.newer')}
            </Button>
            <Button variant="outline" size="sm" disabled={loadingOther || page.nextBefore === null} onClick={() => page.nextBefore !== null && setCursors([...cursors, page.nextBefore])}>
              {t('audit.older')}
            </Button>
          </div>
        </div>
      )}
    </AdminCard>
  );
}
