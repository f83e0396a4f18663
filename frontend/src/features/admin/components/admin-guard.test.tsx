import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { api } from '@/lib/api-client';
import { AdminGuard } from './admin-guard';

const renderGuard = (check: StubReply | (() => never)) => {
  stubFetch({ '/api/admin/auth-check': check });
  renderAt('/admin', <AdminGuard><p>The panel</p></AdminGuard>);
};

describe('the admin guard', () => {
  it('verifies access first, then shows the panel to an admin', async () => {
    renderGuard({ body: { isAdmin: true } });
    expect(screen.getByText('Verifying admin access...')).toBeTruthy();
    expect(await screen.findByText('The panel')).toBeTruthy();
  });

  it('closes the panel when an admin call is refused later, as for an admin whose rights were revoked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ '/api/admin/auth-check': { body: { isAdmin: true } }, '/api/admin/users': { status: 403, body: { message: 'Admin access required' } } });
    function Panel() {
      const users = useQuery({ queryKey: ['/api/admin/users', ''], queryFn: () => api.get('/api/admin/users') });
      return <p>{users.isError ? 'refused' : 'The panel'}</p>;
    }
    renderAt('/admin', <AdminGuard><Panel /></AdminGuard>);
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe("You don't have admin privileges. Please login with an admin account.");
  });

  it.each([
    ['a player (isAdmin not true)', { body: { isAdmin: false } }, "You don't have admin privileges. Please login with an admin account.", 'Authentication Failed', undefined],
    ['a failed check', { status: 401, body: { message: 'Authentication required' } }, 'Failed to verify your admin status. Please login again.', 'Authentication Error', undefined],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Connection error while verifying admin status. Please try again.',
      'Connection Error',
      'Could not connect to the server to verify admin status.',
    ],
  ])('shows Admin Access Required for %s, with its message and toast', async (_case, check, message, toastTitle, toastText) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderGuard(check as StubReply | (() => never));

    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to view this page.")).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByText(toastTitle)).toBeTruthy();
    if (toastText) expect(screen.getByText(toastText)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Login' }).getAttribute('href')).toBe('/admin-login');
    expect(screen.queryByText('The panel')).toBeNull();
  });
});
