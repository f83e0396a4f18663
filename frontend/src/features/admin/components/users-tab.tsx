import { ADMIN_USERS_LIST_CAP } from '@pkr/contracts';
import { useState } from 'react';
import { formatDate, formatRupees } from '@/lib/format';
import { useUsers } from '../api/get-users';
import { AdminCard, ListStatus } from './admin-card';
import { AdminRightControl } from './admin-right-control';
import { BalanceAdjustmentDialog } from './balance-adjustment-dialog';
import { PlayerProtection } from './player-protection';
import { UserSearch } from './user-search';
import { UserSelfExclusionDialog } from './user-self-exclusion-dialog';

/** Every user with the balance in PKR and their protection, refreshed every 10 s, or the matches of a search. */
export function UsersTab() {
  const [query, setQuery] = useState('');
  const { data: users, isPending, isError, isFetching, refetch } = useUsers(query);
  const emptyMessage = query === '' ? 'No users found' : `No users found matching "${query}"`;
  // A failed list is asked again by the poll; a failed search only by the next press of Search.
  const errorMessage = query === '' ? 'Could not load the users. The list will retry shortly.' : `Could not search for "${query}". Press Search to try again.`;
  // The same text again searches again, unless that search is still on its way.
  const search = (next: string) => (next === query ? void refetch({ cancelRefetch: false }) : setQuery(next));
  // The server answers at most the newest ADMIN_USERS_LIST_CAP users or matches: an answer that long may leave some out.
  const capped = users?.length === ADMIN_USERS_LIST_CAP;
  const cappedNote =
    query === ''
      ? `Only the newest ${ADMIN_USERS_LIST_CAP} users are listed. Search by username to find the others.`
      : `Only the newest ${ADMIN_USERS_LIST_CAP} matches are listed. Type more of the username to find the others.`;

  return (
    <AdminCard
      title="Users"
      description="Players and administrators with their balance, status, joining day and, read-only, their limits, break and self-exclusion (times in Pakistan)."
      actions={<UserSearch activeQuery={query} searching={query !== '' && isFetching} onSearch={search} />}
    >
      {isPending ? (
        <ListStatus state="loading" message="Loading users..." />
      ) : isError ? (
        <ListStatus state="error" message={errorMessage} />
      ) : users.length === 0 ? (
        <ListStatus state="empty" message={emptyMessage} />
      ) : (
        <div className="overflow-x-auto">
          {capped && <p className="mb-3 text-xs text-slate-400">{cappedNote}</p>}
          {/* Below sm each row is a two-column card: name and balance, status and date, the protection, then the actions.
              From sm the actions take two to a line, which leaves the protection room for its limits on one line. */}
          <table className="block w-full text-start text-sm sm:table">
            <thead className="hidden border-b border-slate-800 text-xs tracking-wide text-slate-400 uppercase sm:table-header-group">
              <tr>
                <th className="py-2 pe-4 font-medium">Username</th>
                <th className="py-2 pe-4 text-end font-medium">Balance</th>
                <th className="py-2 pe-4 font-medium">Status</th>
                <th className="py-2 pe-4 font-medium">Joined</th>
                <th className="py-2 pe-4 text-start font-medium">Protection</th>
                <th className="py-2 text-end font-medium">Actions</th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-800 sm:table-row-group">
              {users.map((user) => (
                <tr key={user.id} className="grid grid-cols-2 items-center gap-x-4 gap-y-2 py-3 sm:table-row sm:py-0">
                  <td className="font-semibold break-all text-white sm:min-w-28 sm:py-3 sm:pe-4">{user.username}</td>
                  <td className="text-end font-semibold whitespace-nowrap text-amber-300 tabular-nums sm:py-3 sm:pe-4">{formatRupees(user.balance)}</td>
                  <td className="sm:py-3 sm:pe-4">
                    <span
                      className={
                        user.isAdmin
                          ? 'rounded-full border border-amber-400/40 bg-amber-400/10 px-2 py-0.5 text-xs font-semibold text-amber-300'
                          : 'rounded-full border border-slate-700 bg-slate-800 px-2 py-0.5 text-xs font-semibold text-slate-300'
                      }
                    >
                      {user.isAdmin ? 'Admin' : 'User'}
                    </span>
                  </td>
                  <td className="text-end whitespace-nowrap text-slate-300 sm:py-3 sm:pe-4 sm:text-start">{formatDate(user.createdAt)}</td>
                  <td className="col-span-2 sm:py-3 sm:pe-4">
                    <PlayerProtection protection={user.protection} />
                  </td>
                  <td className="col-span-2 sm:py-3 sm:text-end">
                    <span className="flex flex-wrap items-center gap-2 sm:inline-flex sm:w-64 sm:justify-end [&_button]:whitespace-nowrap">
                      <BalanceAdjustmentDialog user={user} />
                      <AdminRightControl user={user} />
                      {!user.isAdmin && <UserSelfExclusionDialog user={user} />}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminCard>
  );
}
