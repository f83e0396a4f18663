import type { PublicUser } from '@pkr/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth/current-user';
import { useSetAdminRight } from '../api/set-admin-right';

/** Grant or revoke admin for one user, confirmed by a second press; an admin's own row offers nothing to revoke. */
export function AdminRightControl({ user }: { user: PublicUser }) {
  const { data: me } = useUser();
  const change = useSetAdminRight();
  const [confirming, setConfirming] = useState(false);
  if (me?.id === user.id) return <span className="text-xs text-slate-500">You</span>;

  const label = user.isAdmin ? 'Revoke admin' : 'Make admin';
  if (!confirming) {
    return (
      <Button variant="outline" size="sm" aria-label={`${label} for ${user.username}`} onClick={() => setConfirming(true)}>
        {label}
      </Button>
    );
  }
  return (
    <span className="inline-flex gap-1">
      <Button
        variant={user.isAdmin ? 'secondary' : 'accent'}
        size="sm"
        disabled={change.isPending}
        onClick={() => change.mutate({ userId: user.id, isAdmin: !user.isAdmin }, { onSettled: () => setConfirming(false) })}
      >
        Confirm
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </span>
  );
}
