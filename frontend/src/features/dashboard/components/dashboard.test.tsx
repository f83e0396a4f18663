import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { redirectWithPageLoad } from '@/lib/navigation';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { Dashboard } from './dashboard';

vi.mock('@/lib/navigation', () => ({ redirectWithPageLoad: vi.fn() }));

function loggedIn() {
  localStorage.setItem('user', JSON.stringify(alice));
  localStorage.setItem('auth_check_time', String(Date.now()));
}

describe('the dashboard', () => {
  it('welcomes the user and shows the balance in whole rupees', () => {
    stubFetch({});
    loggedIn();
    renderAt('/dashboard', <Dashboard />);

    expect(screen.getByRole('heading', { name: 'Welcome, alice' })).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('Rs. 1,250');
  });

  it('leads to the money pages and the live Aviator and Crash games', () => {
    stubFetch({});
    loggedIn();
    renderAt('/dashboard', <Dashboard />);

    expect(screen.getByRole('link', { name: 'Deposit Funds' }).getAttribute('href')).toBe('/deposit');
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/withdraw');
    expect(screen.getByRole('link', { name: 'Play Aviator' }).getAttribute('href')).toBe('/aviator');
    expect(screen.getByRole('link', { name: 'Play Crash' }).getAttribute('href')).toBe('/crash');
  });

  it('shows the Session Expired panel without user data', () => {
    stubFetch({ '/api/user': { status: 401, body: { message: 'Not logged in' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { queryClient } = renderAt('/dashboard', <Dashboard />);
    queryClient.setQueryData(currentUserQueryKey, null);

    return screen.findByText('Session Expired').then(() => {
      expect(screen.getByText('Your session has expired. Please log in again to continue.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Log In Now' }).getAttribute('href')).toBe('/auth');
    });
  });

  it('logs out: clears storage and cache, then reloads into /auth after 300 ms', async () => {
    stubFetch({ '/api/logout': {} });
    const onLogout = vi.fn();
    window.addEventListener('pkr:logout', onLogout);
    loggedIn();
    renderAt('/dashboard', <Dashboard />);

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Logged out')).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('auth_check_time')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(redirectWithPageLoad).toHaveBeenCalledWith('/auth', 300);
    window.removeEventListener('pkr:logout', onLogout);
  });

  it('logs out locally when the call fails, with the Logout Error toast and a 500 ms redirect', async () => {
    stubFetch({ '/api/logout': { status: 500, body: { message: 'boom' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn();
    renderAt('/dashboard', <Dashboard />);

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Logout Error')).toBeTruthy();
    expect(screen.getByText("Error occurred during logout, but you've been logged out locally.")).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
    expect(redirectWithPageLoad).toHaveBeenCalledWith('/auth', 500);
  });
});
