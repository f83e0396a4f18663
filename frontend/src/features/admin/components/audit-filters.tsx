import { type AuditAction, auditActions } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../api/get-users';
import { auditActionLabel } from './audit-format';

type AuditFiltersProps = {
  adminId: string | undefined;
  action: AuditAction | undefined;
  onChange: (filters: { adminId: string | undefined; action: AuditAction | undefined }) => void;
};

const selectClass =
  'h-9 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-2 text-sm text-slate-100 focus:border-emerald-400 focus:ring-2 focus:ring-emerald-500/30 focus:outline-none';

/** Filter the log by admin (today's admins) and by action. */
export function AuditFilters({ adminId, action, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('admin');
  const { data: users = [] } = useUsers('');
  const admins = users.filter((user) => user.isAdmin);
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
      <select aria-label={t('audit.filterByAdmin')} className={selectClass} value={adminId ?? ''} onChange={(event) => onChange({ adminId: event.target.value || undefined, action })}>
        <option value="">{t('audit.allAdmins')}</option>
        {admins.map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.username}
          </option>
        ))}
      </select>
      <select
        aria-label={t('audit.filterByAction')}
        className={selectClass}
        value={action ?? ''}
        onChange={(event) => onChange({ adminId, action: (event.target.value || undefined) as AuditAction | undefined })}
      >
        <option value="">{t('audit.allActions')}</option>
        {auditActions.map((value) => (
          <option key={value} value={value}>
            {auditActionLabel(value)}
          </option>
        ))}
      </select>
    </div>
  );
}
