import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { AdminPanel } from './admin-panel';

describe('the admin panel', () => {
  afterEach(() => i18next.changeLanguage('en'));

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

  it('reads in Urdu right to left, amounts and dates left to right, and the server\'s names as they come', async () => {
    stubFetch({ '/api/admin/users': { body: [alice] }, '/api/user': { body: alice } });
    await i18next.changeLanguage('ur');
    renderAt('/admin', <AdminPanel />);
    const row = (await screen.findByText('alice')).closest('tr')!;

    expect(screen.getByRole('tablist').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['صارفین', 'لین دین', 'گیم کنٹرول', 'گیم ریکارڈ', 'چیٹ', 'آڈٹ']);
    expect(screen.getByRole('columnheader', { name: 'بیلنس' })).toBeTruthy();
    expect(screen.getByText('Rs. 1,250').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('01 جنوری، 2025').getAttribute('dir')).toBe('ltr');
    expect(row.textContent).not.toMatch(/Adjust|Make admin|Self-exclude|User\b|No limit/);
  });
});
