import type { PublicUser } from '@pkr/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Admin rights granted')).toBeTruthy();
    const grant = calls.find((call) => call.url === `/api/admin/users/${alice.id}/admin`);
    expect(grant?.init.method).toBe('POST');
    expect(JSON.parse(String(grant?.init.body))).toEqual({ isAdmin: true });
  });

  it("says 'No users found' for an empty list", async () => {
    stubFetch({ '/api/admin/users': { body: [] }, '/api/user': { body: admin } });
    renderAt('/admin', <UsersTab />);
    expect(await screen.findByText('No users found')).toBeTruthy();
  });
});
