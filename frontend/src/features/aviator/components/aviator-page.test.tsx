import { protectionMessages, type ResponsiblePlay, type ServerMessage } from '@pkr/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GameMessageHandler } from '@/lib/realtime/use-realtime';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { daysFromNow, freePlay } from '@/testing/responsible-play';
import { AviatorPage } from './aviator-page';

// The page is driven by hand-made server messages instead of a socket, and skips its 1.5 s loading screen.
const live = vi.hoisted(() => ({ deliver: (() => undefined) as GameMessageHandler }));
vi.mock('@/lib/realtime/use-realtime', () => ({
  useRealtime: (_game: string, onMessage: GameMessageHandler) => {
    live.deliver = onMessage;
    return { status: 'open', usingFallback: false, authenticated: true, error: null, requestGameState: () => undefined };
  },
}));
vi.mock('@/lib/use-minimum-delay', () => ({ useMinimumDelay: () => true }));

const send = (message: ServerMessage) => act(() => live.deliver(message));
const base = { timestamp: 0, gameType: 'aviator' } as const;
const bettingFor = (round: number) => ({ ...base, type: 'betting_phase', round, seconds: 7, bettingEndsAt: Date.now() + 7_000, previousHash: 'h' }) as const;
const takeOff = (round: number) => ({ ...base, type: 'new_game', round, gameId: round, startedAt: Date.now() }) as const;

async function openPage(protection: ResponsiblePlay = freePlay) {
  stubFetch({
    '/api/user': { body: alice },
    '/api/responsible-play': { body: protection },
    '/api/cashout': [
      { status: 400, body: { message: "You don't have an active bet in this round" } },
      { body: { betId: 'b1', slot: 1, winAmount: 215, multiplier: 2.15 } },
    ],
    '/api/bet': { body: { bet: { id: 'b1', amount: 100, autoCashoutAt: null, multipleCashouts: 1, round: 7, gameType: 'aviator', slot: 1 }, betId: 'b1', slot: 1 } },
    '/api/games/aviator/round-bets': { body: { round: 6, bets: [], count: 0, totalAmount: 0 } },
  });
  localStorage.setItem('user', JSON.stringify(alice));
  renderAt('/aviator', <AviatorPage />);
  await screen.findByText('1,250.75 PKR');
}

async function betInRound(round: number) {
  await send(bettingFor(round));
  fireEvent.change(screen.getByLabelText('Bet Amount (PKR)'), { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
  await screen.findByText('Bet placed successfully');
  expect(screen.getByTestId('bet-status-1').textContent).toBe('Active');
}

const cashOutButton = () => screen.getByRole('button', { name: /^Cash out Rs\. / });
const pressCashOut = () => fireEvent.pointerDown(cashOutButton());

describe('the Aviator page', () => {
  it('shows the break and its end instead of the bet panel', async () => {
    const breakUntil = daysFromNow(1);
    await openPage({ ...freePlay, breakUntil });
    await send(bettingFor(7));

    expect((await screen.findByTestId('play-paused')).textContent).toBe(protectionMessages.onBreak(new Date(breakUntil), new Date()));
    expect(screen.getByRole('region', { name: 'Betting paused' }).textContent).toContain('You are taking a break');
    expect(screen.queryByRole('button', { name: 'Bet' })).toBeNull();
    expect(screen.queryByLabelText('Bet Amount (PKR)')).toBeNull();
  });

  it('offers the bet panel again once a break is over', async () => {
    await openPage({ ...freePlay, breakUntil: daysFromNow(-1) });
    await send(bettingFor(7));
    expect(screen.getByRole('button', { name: 'Bet' })).toBeTruthy();
    expect(screen.queryByTestId('play-paused')).toBeNull();
  });

  it('says when the round payout limit cashed every open bet out, until the next round, and shows the max win per bet', async () => {
    await openPage();
    await send(bettingFor(7));
    expect(screen.getByTestId('max-win').textContent).toBe('—');
    await send(takeOff(7));
    await send({ ...base, type: 'forced_cashout', round: 7, multiplier: 1.12, bets: 3 });
    expect(screen.getByRole('status', { name: 'Round payout limit' }).textContent).toBe(
      'Round payout limit reached. Every open bet was cashed out at 1.12x; the round flies on to its crash point.',
    );
    await send(bettingFor(8));
    expect(screen.queryByTestId('forced-cashout')).toBeNull();
    const state = { ...base, type: 'game_state', phase: 'betting', isRunning: false, currentGame: 8, currentRound: 8, currentMultiplier: 1, bettingPhase: true } as const;
    await send({ ...state, bettingPhaseTime: 7, phaseStartedAt: Date.now(), bettingEndsAt: Date.now() + 7_000, serverTime: Date.now(), recentGames: [], activeBets: [], crashPoint: null, previousHash: 'h', maxWinPerBet: 60_000 });
    expect(screen.getByTestId('max-win').textContent).toBe('60,000.00 PKR');
  });

  it('shows only the last 5 crash points, newest first', async () => {
    await openPage();
    const games = [4.5, 1.2, 2.5, 1.7, 3, 9.9].map((crashPoint, i) => ({ id: 10 - i, crashPoint, adminControlled: false }));
    await send({ ...base, type: 'recent_games_update', games });

    const results = screen.getByRole('region', { name: 'Recent Results' }).querySelectorAll('li');
    expect([...results].map((item) => item.textContent)).toEqual(['4.50x', '1.20x', '2.50x', '1.70x', '3.00x']);
  });

  it('tags a crash point an admin set, and only that one', async () => {
    await openPage();
    await send({ ...base, type: 'recent_games_update', games: [{ id: 10, crashPoint: 8, adminControlled: true }, { id: 9, crashPoint: 1.5, adminControlled: false }] });

    const [adminSet, played] = [...screen.getByRole('region', { name: 'Recent Results' }).querySelectorAll('li')];
    expect(within(adminSet!).getByText('Crash point set by an admin')).toBeTruthy();
    expect(played!.textContent).toBe('1.50x');
  });

  it('offers a cash-out only while the plane flies with a bet: Bet, then Cancel while waiting, then Cash out', async () => {
    await openPage();
    await send(takeOff(6));
    expect(screen.queryByRole('button', { name: /^Cash out/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bet' }).hasAttribute('disabled')).toBe(true);

    await betInRound(7);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: /^Cash out/ })).toBeNull();
    // The page's clock stands still at take-off, so the offer is the stake at 1.00x however slowly the run goes on
    // (a run slowed by 170 ms drew 1.01x).
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    await send(takeOff(7));
    expect(cashOutButton().textContent).toBe('Cash out Rs. 100');
    expect(cashOutButton().hasAttribute('disabled')).toBe(false);
  });

  it('tells the player they lost when the plane crashes with their bet riding', async () => {
    await openPage();
    await betInRound(7);
    await send(takeOff(7));
    await send({ ...base, type: 'game_crash', round: 7, gameId: 7, crashPoint: 1.8, hash: 'h' });

    await screen.findByText('You lost!');
    expect(screen.getByText('The plane crashed at 1.80x before you could cash out.')).toBeTruthy();
    expect(screen.getByTestId('bet-status-1').textContent).toBe('Lost');
  });

  it('offers no bet and no countdown before the server has told of a round', async () => {
    await openPage();
    expect(screen.getByTestId('round').textContent).toBe('Round —');
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bet' }).hasAttribute('disabled')).toBe(true);
    await send(bettingFor(7));
    expect(screen.getByTestId('countdown').textContent).toMatch(/^Take-off in \d+s$/);
    expect(screen.getByRole('button', { name: 'Bet' }).hasAttribute('disabled')).toBe(false);
  });

  it('sends one bet for a double tap on Bet', async () => {
    await openPage();
    await send(bettingFor(7));
    const placeBet = screen.getByRole('button', { name: 'Bet' });
    fireEvent.click(placeBet);
    fireEvent.click(placeBet);
    await screen.findByText('Bet placed successfully');
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/bet')).toHaveLength(1);
  });

  it('says nothing of a loss when the plane crashes while its cash-out is being answered, and then shows the win', async () => {
    await openPage();
    await betInRound(7);
    await send(takeOff(7));
    let answer: (response: Response) => void = () => {};
    const served = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation((url, init) => (url === '/api/cashout' ? new Promise<Response>((resolve) => (answer = resolve)) : served(url, init)));
    pressCashOut();
    await send({ ...base, type: 'game_crash', round: 7, gameId: 7, crashPoint: 1.52, hash: 'h' });
    expect(screen.getByTestId('bet-status-1').textContent).toBe('Cashing out...');
    expect(screen.queryByText('You lost!')).toBeNull();

    await act(async () => answer(new Response(JSON.stringify({ betId: 'b1', slot: 1, winAmount: 150, multiplier: 1.5 }), { status: 200 })));
    await screen.findByText('Cash out successful!');
    expect(screen.getByTestId('bet-status-1').textContent).toBe('Won at 1.50x');
    expect(screen.queryByText('You lost!')).toBeNull();
  });

  it('shows the server refusal of a cash-out, then a win with its multiplier and floored payout', async () => {
    await openPage();
    await betInRound(7);
    await send(takeOff(7));
    pressCashOut();
    await screen.findByText('Cashout Failed');
    expect(screen.getByText("You don't have an active bet in this round")).toBeTruthy();

    pressCashOut();
    await screen.findByText('Cash out successful!');
    expect(screen.getByTestId('bet-status-1').textContent).toBe('Won at 2.15x');
    expect(screen.getByText('+215.00 PKR')).toBeTruthy();
    expect(screen.getByTestId('confetti')).toBeTruthy();
    const asked = vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/cashout').map(([, init]) => JSON.parse(String(init?.body)));
    expect(asked).toEqual([{ gameType: 'aviator', slot: 1, betId: 'b1' }, { gameType: 'aviator', slot: 1, betId: 'b1' }]);
  });
});
