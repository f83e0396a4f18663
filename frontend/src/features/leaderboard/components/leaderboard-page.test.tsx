import type { LeaderboardEntry } from '@pkr/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { LeaderboardPage } from './leaderboard-page';

const entry = (rank: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  user: { id: `00000000-0000-4000-8000-${String(rank).padStart(12, '0')}`, username: `player${rank}`, avatarColor: 'green', selectedAccessories: [] },
  totalWinnings: 20_000 - rank,
  biggestWin: 1_000,
  highestMultiplier: 2,
  achievements: [],
  ...overrides,
});
const page = (count: number, first = 1) => Array.from({ length: count }, (_, index) => entry(first + index));

const url = (sort: string, limit = 10) => `/api/leaderboard?limit=${limit}&sort=${sort}`;

describe('the leaderboard page', () => {
  it('says it is loading, then ranks the players with trophies on the top 3 and money as PKR', async () => {
    stubFetch({ [url('totalWinnings')]: { body: [entry(1, { totalWinnings: 12_345.67, achievements: ['big_win'] }), ...page(3, 2)] } });
    renderAt('/leaderboard', <LeaderboardPage />);
    expect(screen.getByText('Loading leaderboard...')).toBeTruthy();

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rank', 'Player', 'Achievements', 'Total Winnings']);
    const [, first, , , fourth] = within(table).getAllByRole('row');
    expect(within(first!).getByText('12,345 PKR')).toBeTruthy();
    expect(within(first!).getByRole('img', { name: 'Trophy' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Big Win' })).toBeTruthy();
    expect(within(fourth!).queryByRole('img', { name: 'Trophy' })).toBeNull();
    expect(within(fourth!).getByText('No achievements yet')).toBeTruthy();
    expect(within(fourth!).getByText('P').className).toContain('bg-green-700');
  });

  it('draws a player whose colour the server cannot say in grey', async () => {
    const unknown = entry(2);
    stubFetch({ [url('totalWinnings')]: { body: [entry(1), { ...unknown, user: { ...unknown.user, avatarColor: null } }] } });
    renderAt('/leaderboard', <LeaderboardPage />);
    const [, first, second] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(first!).getByText('P').className).toContain('bg-green-700');
    expect(within(second!).getByText('P').className).toContain('bg-avatar-none');
  });

  it('switches tab to rank by the tab figure, multipliers as 2.00x', async () => {
    const { calls } = stubFetch({
      [url('totalWinnings')]: { body: page(1) },
      [url('highestMultiplier')]: { body: [entry(1, { highestMultiplier: 5.5 })] },
    });
    renderAt('/leaderboard', <LeaderboardPage />);
    await screen.findByRole('table');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Highest Multipliers' }));
    expect(await screen.findAllByText('5.50x')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Highest Multiplier' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(url('highestMultiplier'));
  });

  it('adds a count column on the Achievements tab', async () => {
    stubFetch({ [url('totalWinnings')]: { body: page(1) }, [url('achievements')]: { body: [entry(1, { achievements: ['veteran', 'early_bird'] })] } });
    renderAt('/leaderboard', <LeaderboardPage />);
    await screen.findByRole('table');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Achievements' }));
    expect(await screen.findByRole('columnheader', { name: 'Count' })).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('2')).toBeTruthy();
  });

  it('loads 10 more per press of Load More, and offers no more once the list ends', async () => {
    stubFetch({ [url('totalWinnings')]: { body: page(10) }, [url('totalWinnings', 20)]: { body: page(14) } });
    renderAt('/leaderboard', <LeaderboardPage />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findAllByText('player14')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('keeps Load More in place and focused, marked busy, while the next 10 load', async () => {
    stubFetch({ [url('totalWinnings')]: { body: page(10) }, [url('totalWinnings', 20)]: { body: page(20) } });
    renderAt('/leaderboard', <LeaderboardPage />);
    await screen.findByRole('table');
    const loadMore = screen.getByRole('button', { name: 'Load More' });
    loadMore.focus();

    fireEvent.click(loadMore);

    expect(screen.getByRole('button', { name: 'Load More' })).toBe(loadMore);
    expect(loadMore.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(loadMore);
    expect(await screen.findAllByText('player20')).toHaveLength(2);
    expect(loadMore.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(loadMore);
  });

  it('explains a badge on focus: name, rarity, description and how to earn it', async () => {
    // the card is positioned by a ResizeObserver, which jsdom lacks
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    stubFetch({ [url('totalWinnings')]: { body: [entry(1, { achievements: ['diamond_hands'] })] } });
    renderAt('/leaderboard', <LeaderboardPage />);
    const table = await screen.findByRole('table');
    fireEvent.focus(within(table).getByRole('button', { name: 'Diamond Hands' }));
    expect(await screen.findByText('How to earn')).toBeTruthy();
    expect(screen.getByText('Cash out at 3x or higher')).toBeTruthy();
    expect(screen.getByText('rare')).toBeTruthy();
    expect(screen.getByText('Held on while the multiplier climbed.')).toBeTruthy();
  });

  it("opens a badge's card on a tap or click, so phones can read it too", async () => {
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    stubFetch({ [url('totalWinnings')]: { body: [entry(1, { achievements: ['diamond_hands'] })] } });
    renderAt('/leaderboard', <LeaderboardPage />);
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Diamond Hands' }));
    expect(await screen.findByText('How to earn')).toBeTruthy();
    expect(screen.getByText('Cash out at 3x or higher')).toBeTruthy();
  });

  it("tells a screen reader the badge's rarity, description and how to earn it, with the card closed", async () => {
    stubFetch({ [url('totalWinnings')]: { body: [entry(1, { achievements: ['diamond_hands'] })] } });
    renderAt('/leaderboard', <LeaderboardPage />);
    const table = await screen.findByRole('table');
    const badge = within(table).getByRole('button', { name: 'Diamond Hands' });
    expect(within(table).getByRole('button', {
      name: 'Diamond Hands',
      description: 'Rarity: rare. Held on while the multiplier climbed. How to earn: Cash out at 3x or higher',
    })).toBe(badge);
  });

  it('names the way back plainly, without reading out the arrow', async () => {
    stubFetch({ [url('totalWinnings')]: { body: page(1) } });
    renderAt('/leaderboard', <LeaderboardPage />);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('says when the leaderboard cannot be loaded', async () => {
    stubFetch({ [url('totalWinnings')]: { status: 500, body: { message: 'down' } } });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    renderAt('/leaderboard', <LeaderboardPage />, queryClient);
    expect(await screen.findByText('Failed to load leaderboard')).toBeTruthy();
    expect(screen.getByText('Please try again later')).toBeTruthy();
    const failure = queryClient.getQueryCache().find({ queryKey: [url('totalWinnings')] })?.state.error;
    expect(failure).toMatchObject({ message: 'Failed to fetch leaderboard data', cause: { statusCode: 500 } });
  });
});
