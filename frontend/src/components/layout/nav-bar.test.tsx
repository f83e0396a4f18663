import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { NavBar } from './nav-bar';

function loggedIn() {
  localStorage.setItem('user', JSON.stringify(alice));
  localStorage.setItem('auth_check_time', String(Date.now()));
}

describe('the navigation bar', () => {
  it('shows the balance as a rupee sign and whole number, and the avatar with two upper-case letters', () => {
    stubFetch({});
    loggedIn();
    renderAt('/terms', <NavBar />);
    expect(screen.getByTestId('nav-balance').textContent).toBe('₨1,250');
    expect(screen.getByRole('img', { name: "alice's avatar" }).textContent).toBe('AL');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Aviator', '/aviator'],
      ['Crash', '/crash'],
      ['Leaderboard', '/leaderboard'],
      ['Download App', '/download'],
    ]);
  });

  it('follows the current-user query, so a new balance shows without a reload', async () => {
    stubFetch({});
    loggedIn();
    const { queryClient } = renderAt('/terms', <NavBar />);
    queryClient.setQueryData(currentUserQueryKey, { ...alice, balance: 2000 });
    expect(await screen.findByText('₨2,000')).toBeTruthy();
  });

  it('holds money, games, the app and Log out in the user menu', () => {
    stubFetch({});
    loggedIn();
    renderAt('/terms', <NavBar />);
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Deposit', 'Withdraw', 'Aviator', 'Crash', 'Dice', 'Tournaments', 'Customize Avatar', 'Download App', 'Log out']);
  });

  it("offers 'Login / Register' to visitors, also in the mobile menu", async () => {
    stubFetch({ '/api/user': { status: 401, body: { message: 'Not logged in' } } });
    renderAt('/terms', <NavBar />);
    expect((await screen.findAllByRole('link', { name: 'Login / Register' }))[0]!.getAttribute('href')).toBe('/auth');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Login / Register' })).toBeTruthy();
    expect(within(mobile).getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe('/leaderboard');
  });
});
