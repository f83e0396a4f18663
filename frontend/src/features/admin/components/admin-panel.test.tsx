import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { AdminPanel } from './admin-panel';

describe('the admin panel', () => {
  it('opens on Users, switches tabs, and logs out to /admin-login', async () => {
    const { calls } = stubFetch({
      '/api/admin/users': { body: [alice] },
      '/api/user': { body: alice },
      '/api/admin/transactions': { body: [] },
      '/api/admin/logout': { body: { ok: true } },
    });
    renderAt('/admin', <AdminPanel />);
    expect(await screen.findByText('alice')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Users', 'Transactions', 'Game Control', 'Game History', 'Chat', 'Audit']);

    // Radix Tabs switch on mouse down.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText('No pending transactions')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Other page')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/admin/logout')?.init.method).toBe('POST');
  });
});
