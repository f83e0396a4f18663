import type { PublicUser } from '@pkr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth/current-user';
import { useSetAdminRight } from '../api/set-admin-right';

/**
 * Grant or revoke admin for one user, confirmed by a second press; an admin's own row offers nothing to revoke.
 * The first press fixes what Confirm does, so a refresh of the list in between cannot turn a grant into a revoke.
 */
export function AdminRightControl({ user }: { user: PublicUser }) {
  const { t } = useTranslation('adminUsers');
  const { data: me } = useUser();
  const change = useSetAdminRight();
  // The isAdmin value Confirm will send; null until the first press.
  const [intended, setIntended] = useState<boolean | null>(null);
  if (me?.id === user.id) return <span className="text-xs text-slate-500">{t('rights.you')}</span>;

  if (intended === null) {
    const label = t(user.isAdmin ? 'rights.revoke' : 'rights.grant');
    return (
      <Button variant="outline" size="sm" aria-label={t('rights.forUser', { action: label, username: user.username })} onClick={() => setIntended(!user.isAdmin)}>
        {label}
      </Button>
    );
  }
  const confirmLabel = t(intended ? 'rights.confirmGrant' : 'rights.confirmRevoke');
  return (
    <span className="inline-flex gap-1">
      <Button
        variant={intended ? 'accent' : 'secondary'}
        size="sm"
        aria-label={t('rights.forUser', { action: confirmLabel, username: user.username })}
        disabled={change.isPending}
        onClick={() => change.mutate({ userId: user.id, isAdmin: intended }, { onSettled: () => setIntended(null) })}
      >
        {confirmLabel}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setIntended(null)}>
        {t('admin:cancel')}
      </Button>
    </span>
  );
}
