import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { redirectWithPageLoad } from '@/lib/navigation';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { Dashboard } from './dashboard';
import { REFERRAL_LINK } from './referral-box';

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

  it('leads to the money pages and the games, with Aviator HOT and Tournaments NEW among the quick actions', () => {
    stubFetch({});
    loggedIn();
    renderAt('/dashboard', <Dashboard />);

    expect(screen.getByRole('link', { name: 'Deposit Funds' }).getAttribute('href')).toBe('/deposit');
    const quick = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(quick).getByRole('link', { name: 'Play Aviator' }).textContent).toContain('HOT');
    expect(within(quick).getByRole('link', { name: 'Play Tournaments' }).textContent).toContain('NEW');
    expect(within(quick).getByRole('link', { name: 'Play Crash' }).getAttribute('href')).toBe('/crash');
  });

  it('leads to Responsible Play from the page, the footer and the phone menu', async () => {
    stubFetch({});
    loggedIn();
    renderAt('/dashboard', <Dashboard />);

    const links = screen.getAllByRole('link', { name: 'Responsible Play' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/responsible-play', '/responsible-play']);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Bottom bar' })).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Responsible Play' }).getAttribute('href')).toBe('/responsible-play');
  });

  it('shows the member-since date of the account and the profile with its status tags', () => {
    stubFetch({});
    loggedIn();
    renderAt('/dashboard', <Dashboard />);

    expect(screen.getByText('Member since 01 Jan 2025')).toBeTruthy();
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('VIP Status')).toBeTruthy();
    expect(screen.getByText('alice@example.com')).toBeTruthy();
    expect(screen.getByTestId('user-id').textContent).toBe('3f1c6a4e…');
  });

  it('opens Edit Profile with the saved number, refuses an empty one, and saves a new one into the profile', async () => {
    const { calls } = stubFetch({ '/api/user/profile': { body: { ...alice, phone: '03009876543' } } });
    loggedIn();
    renderAt('/dashboard', <Dashboard />);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const phone = await screen.findByLabelText('Phone');
    expect((phone as HTMLInputElement).value).toBe('alice@example.com');
    fireEvent.change(phone, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a phone number')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '03009876543' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ phone: '03009876543' });
    // The dialog closes on its own state; the profile learns the number from the query cache, a tick apart.
    expect(await screen.findByText('03009876543')).toBeTruthy();
  });

  it('copies the referral link and says so in an alert', async () => {
    stubFetch({});
    loggedIn();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/dashboard', <Dashboard />);

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Referral link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(REFERRAL_LINK);
  });

  it.each([
    ['refuses the link', { writeText: vi.fn().mockRejectedValue(new Error('Write permission denied')) }],
    ['is missing', undefined],
  ])('selects the link for copying by hand, and says how, when the clipboard %s', async (_, clipboard) => {
    stubFetch({});
    loggedIn();
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/dashboard', <Dashboard />);

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Press Ctrl+C or long-press to copy the link'));
    expect(alert).not.toHaveBeenCalledWith('Referral link copied to clipboard!');
    const link = screen.getByRole('textbox', { name: 'Referral link' }) as HTMLInputElement;
    expect(document.activeElement).toBe(link);
    expect(link.value.slice(link.selectionStart ?? 0, link.selectionEnd ?? 0)).toBe(REFERRAL_LINK);
  });

  it('hides the quick actions on the Games tab, which lists the coming-soon games disabled', () => {
    stubFetch({});
    loggedIn();
    renderAt('/dashboard?tab=games', <Dashboard />);

    expect((screen.getByRole('button', { name: 'Slots' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).toBeNull();
  });

  it('lists every bet in Betting History with its outcome and a link that verifies the round', async () => {
    stubFetch({
      '/api/user/bets?limit=10': {
        body: {
          bets: [
            { id: 'b1', gameType: 'crash', round: 41, amount: 100, status: 'won', cashoutMultiplier: 2.5, payout: 250, placedAt: '2025-03-05T10:00:00.000000Z' },
            { id: 'b2', gameType: 'aviator', round: 7, amount: 50, status: 'lost', cashoutMultiplier: null, payout: 0, placedAt: '2025-03-05T09:00:00.000000Z' },
          ],
          hasMore: true,
        },
      },
      '/api/user/bets?limit=10&before=2025-03-05T09%3A00%3A00.000000Z': {
        body: { bets: [{ id: 'b3', gameType: 'crash', round: 3, amount: 10, status: 'lost', cashoutMultiplier: null, payout: 0, placedAt: '2025-03-04T09:00:00.000000Z' }], hasMore: false },
      },
    });
    loggedIn();
    renderAt('/dashboard?tab=history', <Dashboard />);

    const rows = await screen.findAllByTestId('bet-row');
    expect(rows[0]!.textContent).toContain('Crash #41');
    expect(rows[0]!.textContent).toContain('2.50x');
    expect(rows[0]!.textContent).toContain('250.00 PKR');
    expect(rows[1]!.textContent).toContain('Lost');
    expect(within(rows[1]!).getByRole('link', { name: 'Verify round' }).getAttribute('href')).toBe('/fairness?game=aviator&round=7');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('bet-row')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('says plainly when statistics are not available', async () => {
    stubFetch({
      '/api/user/stats': { status: 503, body: { message: 'Statistics are not available right now. Please try again shortly.' } },
      '/api/user/balance-history': { body: [] },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn();
    renderAt('/dashboard?tab=statistics', <Dashboard />);

    expect(await screen.findByText('Statistics are not available right now. Please try again shortly.')).toBeTruthy();
  });

  it('shows the statistics and the balance chart', async () => {
    stubFetch({
      '/api/user/stats': {
        body: { userId: alice.id, betsPlaced: 12, betsWon: 5, totalStaked: 1200, totalPaidOut: 1100, netResult: -100, totalWinnings: 400, biggestWin: 250, highestMultiplier: 4.2, achievements: [], unlockedAccessories: [] },
      },
      '/api/user/balance-history': { body: [{ at: '2025-01-01T00:00:00Z', balance: 3 }, { at: '2025-01-02T00:00:00Z', balance: 1003 }, { at: '2025-01-03T00:00:00Z', balance: 903 }] },
    });
    loggedIn();
    renderAt('/dashboard?tab=statistics', <Dashboard />);

    expect(await screen.findByText('-Rs. 100')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('4.20x')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Balance over your latest bets' })).toBeTruthy();
  });

  it('says so in the Balance section when the balance history cannot be loaded, instead of spinning on', async () => {
    stubFetch({
      '/api/user/stats': {
        body: { userId: alice.id, betsPlaced: 12, betsWon: 5, totalStaked: 1200, totalPaidOut: 1100, netResult: -100, totalWinnings: 400, biggestWin: 250, highestMultiplier: 4.2, achievements: [], unlockedAccessories: [] },
      },
      '/api/user/balance-history': { status: 500, body: { message: 'Balance history is not available right now.' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    loggedIn();
    renderAt('/dashboard?tab=statistics', <Dashboard />, queryClient);

    expect(await screen.findByText('Balance history is not available right now.')).toBeTruthy();
    expect(screen.getByText('-Rs. 100')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Balance over your latest bets' })).toBeNull();
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

    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Logged out')).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('auth_check_time')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(redirectWithPageLoad).toHaveBeenCalledWith('/auth', 300);
    window.removeEventListener('pkr:logout', onLogout);
  });

  it('opens the phone menu as a modal dialog: focus moves in and stays, Escape closes it and focus returns to the Menu button', async () => {
    stubFetch({});
    loggedIn();
    renderAt('/dashboard', <Dashboard />);
    const menuButton = within(screen.getByRole('navigation', { name: 'Bottom bar' })).getByRole('button', { name: 'Menu' });
    menuButton.focus();

    fireEvent.click(menuButton);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    screen.getByRole('link', { name: 'Deposit Funds', hidden: true }).focus();
    expect(menu.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });

  it('returns focus to the top bar button when the menu was opened there and closed with its close button', async () => {
    stubFetch({});
    loggedIn();
    renderAt('/dashboard', <Dashboard />);
    // The public bar, shown on wide screens, has an 'Open menu' of its own before the dashboard's top bar.
    const openButton = screen.getAllByRole('button', { name: 'Open menu' }).at(-1)!;
    openButton.focus();

    fireEvent.click(openButton);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    fireEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(openButton);
  });

  it('logs out locally when the call fails, with the Logout Error toast and a 500 ms redirect', async () => {
    stubFetch({ '/api/logout': { status: 500, body: { message: 'boom' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn();
    renderAt('/dashboard', <Dashboard />);

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Bottom bar' })).getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout Error')).toBeTruthy();
    expect(screen.getByText("Error occurred during logout, but you've been logged out locally.")).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
    expect(redirectWithPageLoad).toHaveBeenCalledWith('/auth', 500);
  });
});
