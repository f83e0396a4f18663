import { ADMIN_USERS_LIST_CAP } from '@pkr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('adminUsers');
  const [query, setQuery] = useState('');
  const { data: users, isPending, isError, isFetching, refetch } = useUsers(query);
  const emptyMessage = query === '' ? t('empty') : t('emptySearch', { query });
  // A failed list is asked again by the poll; a failed search only by the next press of Search.
  const errorMessage = query === '' ? t('error') : t('searchError', { query });
  // The same text again searches again, unless that search is still on its way.
  const search = (next: string) => (next === query ? void refetch({ cancelRefetch: false }) : setQuery(next));
  // The server answers at most the newest ADMIN_USERS_LIST_CAP users or matches: an answer that long may leave some out.
  const capped = users?.length === ADMIN_USERS_LIST_CAP;
  const cappedNote = t(query === '' ? 'capped' : 'cappedSearch', { cap: ADMIN_USERS_LIST_CAP });

  return (
    <AdminCard
      title={t('title')}
      description={t('description')}
      actions={<UserSearch activeQuery={query} searching={query !== '' && isFetching} onSearch={search} />}
    >
      {isPending ? (
        <ListStatus state="loading" message={t('loading')} />
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
                <th className="py-2 pe-4 font-medium">{t('columns.username')}</th>
                <th className="py-2 pe-4 text-end font-medium">{t('columns.balance')}</th>
                <th className="py-2 pe-4 font-medium">{t('columns.status')}</th>
                <th className="py-2 pe-4 font-medium">{t('columns.joined')}</th>
                <th className="py-2 pe-4 text-start font-medium">{t('columns.protection')}</th>
                <th className="py-2 text-end font-medium">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-800 sm:table-row-group">
              {users.map((user) => (
                <tr key={user.id} className="grid grid-cols-2 items-center gap-x-4 gap-y-2 py-3 sm:table-row sm:py-0">
                  <td className="font-semibold break-all text-white sm:min-w-28 sm:py-3 sm:pe-4">{user.username}</td>
                  <td className="text-end font-semibold whitespace-nowrap text-amber-300 tabular-nums sm:py-3 sm:pe-4">
                    <bdi dir="ltr">{formatRupees(user.balance)}</bdi>
                  </td>
                  <td className="sm:py-3 sm:pe-4">
                    <span
                      className={
                        user.isAdmin
                          ? 'rounded-full border border-amber-400/40 bg-amber-400/10 px-2 py-0.5 text-xs font-semibold text-amber-300'
                          : 'rounded-full border border-slate-700 bg-slate-800 px-2 py-0.5 text-xs font-semibold text-slate-300'
                      }
                    >
                      {t(user.isAdmin ? 'admin' : 'user')}
                    </span>
                  </td>
                  <td className="text-end whitespace-nowrap text-slate-300 sm:py-3 sm:pe-4 sm:text-start">
                    <bdi dir="ltr">{formatDate(user.createdAt)}</bdi>
                  </td>
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
