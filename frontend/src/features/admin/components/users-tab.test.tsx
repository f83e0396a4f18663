import { ADMIN_USERS_LIST_CAP, type PublicUser } from '@pkr/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryConfig } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { UsersTab } from './users-tab';

const admin: PublicUser = { ...alice, id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', username: 'boss', isAdmin: true, balance: 0 };

describe('the Users tab', () => {
  it('lists users with balance in PKR, status and joining date', async () => {
    stubFetch({ '/api/admin/users': { body: [alice, admin] }, '/api/user': { body: admin } });
    renderAt('/admin', <UsersTab />);

    const aliceRow = (await screen.findByText('alice')).closest('tr')!;
    expect(within(aliceRow).getByText('Rs. 1,250')).toBeTruthy();
    expect(within(aliceRow).getByText('User')).toBeTruthy();
    expect(within(aliceRow).getByText('01 Jan 2025')).toBeTruthy();
    expect(within(screen.getByText('boss').closest('tr')!).getByText('Admin')).toBeTruthy();
  });

  it('keeps Search disabled for an empty or blank query and searches on Enter', async () => {
    const { calls } = stubFetch({ '/api/admin/users': { body: [alice] }, '/api/user': { body: admin }, '/api/admin/users/search?query=zed': { body: [] } });
    renderAt('/admin', <UsersTab />);
    await screen.findByText('alice');
    const search = screen.getByRole('button', { name: 'Search' });
    const box = screen.getByLabelText('Search users');
    expect(search.hasAttribute('disabled')).toBe(true);

    fireEvent.change(box, { target: { value: '   ' } });
    expect(search.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(box);
    expect(calls.filter((call) => call.url.includes('search'))).toHaveLength(0);

    fireEvent.change(box, { target: { value: ' zed ' } });
    expect(search.hasAttribute('disabled')).toBe(false);
    fireEvent.submit(box);

    expect(await screen.findByText('No users found matching "zed"')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('alice')).toBeTruthy();
  });

  it('grants admin after a confirming press, and offers no revoke on the admin\'s own row', async () => {
    const { calls } = stubFetch({
      '/api/admin/users': { body: [alice, admin] },
      '/api/user': { body: admin },
      [`/api/admin/users/${alice.id}/admin`]: { body: { ...alice, isAdmin: true } },
    });
    renderAt('/admin', <UsersTab />);
    const bossRow = (await screen.findByText('boss')).closest('tr')!;
    expect(await within(bossRow).findByText('You')).toBeTruthy();
    expect(within(bossRow).queryByRole('button', { name: /admin/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Make admin for alice' }));
    expect(calls.filter((call) => call.url.endsWith('/admin'))).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, make admin for alice' }));
    expect(await screen.findByText('Admin rights granted')).toBeTruthy();
    const grant = calls.find((call) => call.url === `/api/admin/users/${alice.id}/admin`);
    expect(grant?.init.method).toBe('POST');
    expect(JSON.parse(String(grant?.init.body))).toEqual({ isAdmin: true });
  });

  it('confirms the change chosen at the first press, even when a refresh of the list flipped the role in between', async () => {
    const { calls } = stubFetch({
      '/api/admin/users': [{ body: [alice, admin] }, { body: [{ ...alice, isAdmin: true }, admin] }],
      '/api/user': { body: admin },
      [`/api/admin/users/${alice.id}/admin`]: { body: { ...alice, isAdmin: true } },
    });
    const { queryClient } = renderAt('/admin', <UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make admin for alice' }));

    await queryClient.refetchQueries({ queryKey: ['/api/admin/users'] });
    await waitFor(() => expect(within(screen.getByText('alice').closest('tr')!).getByText('Admin')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Yes, make admin for alice' }));

    expect(await screen.findByText('Admin rights granted')).toBeTruthy();
    expect(JSON.parse(String(calls.find((call) => call.url === `/api/admin/users/${alice.id}/admin`)?.init.body))).toEqual({ isAdmin: true });
  });

  it('asks for the list again when the tab is shown again', async () => {
    const { calls } = stubFetch({ '/api/admin/users': [{ body: [alice] }, { body: [{ ...alice, balance: 90 }] }], '/api/user': { body: admin } });
    const { queryClient, unmount } = renderAt('/admin', <UsersTab />);
    await screen.findByText('Rs. 1,250');
    unmount();

    renderAt('/admin', <UsersTab />, queryClient);

    expect(await screen.findByText('Rs. 90')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/admin/users')).toHaveLength(2);
  });

  it('searches again when Search is pressed again with the same text', async () => {
    const searchUrl = '/api/admin/users/search?query=ali';
    const { calls } = stubFetch({ '/api/admin/users': { body: [alice] }, '/api/user': { body: admin }, [searchUrl]: [{ body: [alice] }, { body: [{ ...alice, balance: 90 }] }] });
    renderAt('/admin', <UsersTab />);
    await screen.findByText('alice');
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'ali' } });

    fireEvent.submit(screen.getByLabelText('Search users'));
    await waitFor(() => expect(calls.filter((call) => call.url === searchUrl)).toHaveLength(1));
    await screen.findByText('Rs. 1,250');
    fireEvent.submit(screen.getByLabelText('Search users'));

    expect(await screen.findByText('Rs. 90')).toBeTruthy();
    expect(calls.filter((call) => call.url === searchUrl)).toHaveLength(2);
  });

  it('says a failed search failed, and searches again when Search is pressed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      '/api/admin/users': { body: [alice] },
      '/api/user': { body: admin },
      '/api/admin/users/search?query=ali': [{ status: 500, body: { message: 'Internal error' } }, { body: [alice] }],
    });
    // The client's own retries are left out: the message is about what the admin sees once they gave up.
    renderAt('/admin', <UsersTab />, new QueryClient({ defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } } }));
    await screen.findByText('alice');
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'ali' } });
    fireEvent.submit(screen.getByLabelText('Search users'));

    expect(await screen.findByText('Could not search for "ali". Press Search to try again.')).toBeTruthy();
    expect(screen.queryByText('Could not load the users. The list will retry shortly.')).toBeNull();
    fireEvent.submit(screen.getByLabelText('Search users'));
    expect(await screen.findByText('alice')).toBeTruthy();
  });

  it('takes no more search text than the server accepts (64 characters)', async () => {
    stubFetch({ '/api/admin/users': { body: [alice] }, '/api/user': { body: admin } });
    renderAt('/admin', <UsersTab />);
    expect((await screen.findByLabelText<HTMLInputElement>('Search users')).maxLength).toBe(64);
  });

  describe('at the cap of the full list', () => {
    const note = 'Only the newest 200 users are listed. Search by username to find the others.';
    const players = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ ...alice, id: `${alice.id.slice(0, -4)}${String(index).padStart(4, '0')}`, username: `player${index}` }));
    // A list of about 200 rows drawn in jsdom is several seconds' work on a shared two-core box.
    const drawing200Rows = 30_000;

    it('says the full list holds only the newest users, and that search finds the others', async () => {
      stubFetch({ '/api/admin/users': { body: players(ADMIN_USERS_LIST_CAP) }, '/api/user': { body: admin } });
      renderAt('/admin', <UsersTab />);
      expect(await screen.findByText(note)).toBeTruthy();
    }, drawing200Rows);

    it('says a search of that many matches shows only the newest, and that more of the name finds the others', async () => {
      stubFetch({
        '/api/admin/users': { body: [alice] },
        '/api/user': { body: admin },
        '/api/admin/users/search?query=player': { body: players(ADMIN_USERS_LIST_CAP) },
      });
      renderAt('/admin', <UsersTab />);
      await screen.findByText('alice');
      fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'player' } });
      fireEvent.submit(screen.getByLabelText('Search users'));
      expect(await screen.findByText('player199')).toBeTruthy();
      expect(screen.getByText('Only the newest 200 matches are listed. Type more of the username to find the others.')).toBeTruthy();
      expect(screen.queryByText(note)).toBeNull();
    }, drawing200Rows);

    it('says nothing for a full list one user short of the cap: it is whole', async () => {
      stubFetch({ '/api/admin/users': { body: players(ADMIN_USERS_LIST_CAP - 1) }, '/api/user': { body: admin } });
      renderAt('/admin', <UsersTab />);
      expect(await screen.findByText('player198')).toBeTruthy();
      expect(screen.queryByText(note)).toBeNull();
    }, drawing200Rows);
  });

  it("says 'No users found' for an empty list", async () => {
    stubFetch({ '/api/admin/users': { body: [] }, '/api/user': { body: admin } });
    renderAt('/admin', <UsersTab />);
    expect(await screen.findByText('No users found')).toBeTruthy();
  });
});
