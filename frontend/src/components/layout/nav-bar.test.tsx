import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('moves through the user menu with the arrow keys and returns focus to the avatar button on Escape', async () => {
    stubFetch({});
    loggedIn();
    renderAt('/terms', <NavBar />);
    const button = screen.getByRole('button', { name: 'User menu' });
    button.focus();

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'User menu' });
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(document.activeElement).toBe(item('Deposit')));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Withdraw'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(item('Log out'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Deposit'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Log out'));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the user menu on the last item with ArrowUp, and Tab closes it from the avatar button', async () => {
    stubFetch({});
    loggedIn();
    renderAt('/terms', <NavBar />);
    const button = screen.getByRole('button', { name: 'User menu' });

    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' })));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });

    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
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
