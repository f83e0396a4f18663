import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { AdminLoginPage } from './admin-login-page';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const login = () => fireEvent.click(screen.getByRole('button', { name: 'Login to Admin Panel' }));

function loginWith(routes: Record<string, StubReply>) {
  const stub = stubFetch(routes);
  renderAt('/admin-login', <AdminLoginPage />);
  fill('Username', 'admin');
  fill('Password', 'admin-password');
  login();
  return stub;
}

describe('the admin login', () => {
  it('shows the restriction note and the contract messages under empty fields', async () => {
    const { calls } = stubFetch({});
    renderAt('/admin-login', <AdminLoginPage />);
    expect(screen.getByText('This area is restricted to authorized administrators only')).toBeTruthy();

    login();

    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('logs in, checks admin status after 500 ms, confirms with the toast and moves to /admin', async () => {
    const { calls } = loginWith({ '/api/admin/login': { body: { username: 'admin' } }, '/api/admin/auth-check': { body: { isAdmin: true } } });

    expect(await screen.findByText('Login successful', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText('You have been authenticated as admin')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/login', '/api/admin/auth-check']);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ username: 'admin', password: 'admin-password' });
    expect(calls[1]?.init.cache).toBe('no-store');
    expect(await screen.findByText('Other page', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('says the login failed when the server refuses the credentials, and checks nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls } = loginWith({ '/api/admin/login': { status: 401, body: { message: 'Invalid admin credentials' } } });

    expect(await screen.findByText('Login failed. Please check your credentials.')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/login']);
    expect(screen.queryByText('Other page')).toBeNull();
  });

  it.each([
    ['the check fails', { status: 500, body: { message: 'down' } }, 'Failed to verify admin status'],
    ['isAdmin is not true', { body: { isAdmin: false } }, 'Admin session not established'],
  ])('stays on the form when %s after the login', async (_case, check, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loginWith({ '/api/admin/login': { body: {} }, '/api/admin/auth-check': check });

    expect(await screen.findByText(text, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByText('Login successful')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login to Admin Panel' }).hasAttribute('disabled')).toBe(false);
  });
});
