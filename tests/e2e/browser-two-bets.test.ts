import type { GameType } from '@pkr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Topology } from '../../infra/src/topology';
import { contextFor, launchChromium } from './support/browser';
import { controlNextRound, crashBettingOpen, winPkr } from './support/game-control';
import type { HttpClient } from './support/http-client';
import { adminSession, balanceOf, fund, newPlayer, type UserBody } from './support/players';
import { viewports, type ViewportName } from './support/screens';
import { startDistributed } from './support/stacks';
import { nextMoneyAnswer } from './support/money-answers';

/** The live game pages show money with two decimals (spec section 9). */
const pkr = (amount: number) => `${new Intl.NumberFormat('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} PKR`;

/**
 * Fifteen seconds of betting in both games: two pages each place two bets and cancel one inside one betting phase,
 * six calls and the panels' answers one after another. A two-core machine running the suite's other stacks beside
 * this one stretched them past six seconds, and once, with a load average near 20, past ten.
 */
const twoBetsBettingEnv = { BETTING_MS: '15000', AVIATOR_FIRST_BETTING_MS: '15000', AVIATOR_BETTING_MS: '15000' };

/** Waits for `round`'s betting on the game's page, early enough that a bet clicked now reaches the server in time. */
async function bettingOpenOn(page: Page, gameType: GameType, round: number): Promise<void> {
  if (gameType === 'crash') return crashBettingOpen(page.getByRole('region', { name: 'Game' }), round);
  const betting = async () => (await page.getByTestId('round').textContent()) === `Round ${round}` && (await page.getByTestId('countdown').count()) > 0;
  await expect.poll(betting, { timeout: 60_000, interval: 50 }).toBe(true);
}

/** The bottom of `slot`'s bet panel lies inside the first screen, with the page not scrolled. */
async function panelOnFirstScreen(page: Page, slot: 1 | 2): Promise<boolean> {
  const box = await page.getByRole('region', { name: `Bet ${slot}` }).boundingBox();
  const scrolled = await page.evaluate<number>('window.scrollY');
  return box !== null && scrolled === 0 && box.y + box.height <= page.viewportSize()!.height;
}

/** One player of the round, on a page of the size named, with both bet panels open and filled. */
interface Seat {
  viewport: ViewportName;
  player: HttpClient;
  user: UserBody;
  page: Page;
}

describe('two bets a round in a real browser', () => {
  let stack: Topology;
  let browser: Browser;
  let admin: HttpClient;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startDistributed(inject('pgAdminUrl'), 'browser_two_bets', twoBetsBettingEnv), launchChromium()]);
    admin = await adminSession(stack.gatewayUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function seat(gameType: GameType, viewport: ViewportName): Promise<Seat> {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    await fund(player, admin, 1000);
    const page = await (await contextFor(browser, player, { viewport: viewports[viewport] })).newPage();
    await page.goto(`/${gameType}`);
    await page.getByTestId('multiplier').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe(pkr(1003));
    await page.getByRole('button', { name: 'Add a second bet' }).click();
    await page.getByRole('region', { name: 'Bet 1' }).getByLabel('Bet Amount (PKR)').fill('100');
    await page.getByRole('region', { name: 'Bet 2' }).getByLabel('Bet Amount (PKR)').fill('50');
    return { viewport, player, user, page };
  }

  /** Bets from both panels, then cancels the first: its stake comes back and its button is Bet again. */
  async function betTwiceCancelOne({ page }: Seat): Promise<void> {
    const [first, second] = [page.getByRole('region', { name: 'Bet 1' }), page.getByRole('region', { name: 'Bet 2' })];
    await first.getByRole('button', { name: 'Bet', exact: true }).click();
    await first.getByRole('button', { name: 'Cancel' }).waitFor();
    await second.getByRole('button', { name: 'Bet', exact: true }).click();
    await second.getByRole('button', { name: 'Cancel' }).waitFor();
    const cancelled = nextMoneyAnswer(page, 'cancel_bet');
    await first.getByRole('button', { name: 'Cancel' }).click();
    const cancelReply = await cancelled;
    expect(cancelReply.status, JSON.stringify(cancelReply.body)).toBe(200);
    await first.getByRole('button', { name: 'Bet', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe(pkr(953));
  }

  /** Cashes out the second panel with its button once the flight passes 1.2x, and sees the win everywhere. */
  async function cashOutSecond({ page, player, user, viewport }: Seat): Promise<void> {
    const second = page.getByRole('region', { name: 'Bet 2' });
    const cashOut = second.getByRole('button', { name: /^Cash out Rs\. / });
    await cashOut.waitFor({ timeout: 20_000 });
    if (viewport === 'phone') {
      // While the round flies both panels sit under the flight on the first screen of a phone.
      expect(await panelOnFirstScreen(page, 1)).toBe(true);
      expect(await panelOnFirstScreen(page, 2)).toBe(true);
    }
    await expect.poll(async () => Number((await page.getByTestId('multiplier').textContent())?.replace('x', '')), { timeout: 15_000 }).toBeGreaterThanOrEqual(1.2);
    const answered = nextMoneyAnswer(page, 'cashout');
    await cashOut.click();
    const reply = (await answered).body as { winAmount: number; multiplier: number; slot: number };
    expect(reply.slot).toBe(2);
    expect(reply.multiplier).toBeGreaterThanOrEqual(1.2);
    expect(reply.multiplier).toBeLessThan(3);
    expect(reply.winAmount).toBe(winPkr(50, reply.multiplier));

    await expect.poll(() => second.getByTestId('bet-status-2').textContent()).toBe(`Won at ${reply.multiplier.toFixed(2)}x`);
    const myRow = page.getByRole('region', { name: 'Live bets' }).getByRole('row').filter({ hasText: user.username });
    await expect.poll(() => myRow.textContent(), { timeout: 10_000 }).toContain(`${reply.multiplier.toFixed(2)}x`);
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe(pkr(953 + reply.winAmount));
    expect(await balanceOf(player)).toBe(953 + reply.winAmount);
    // The next round's betting gives the panel its Bet back.
    await expect.poll(() => second.getByRole('button', { name: 'Bet', exact: true }).isEnabled(), { timeout: 30_000 }).toBe(true);
  }

  // The two games' rounds run apart on one stack, so their cases run side by side: one round's wait instead of two.
  it.concurrent.each(['crash', 'aviator'] as const)(
    'on %s, a player on a phone and one on a desktop each bet twice, cancel one, cash out the other with its button, and each table shows both players of the round',
    async (gameType) => {
      const seats = await Promise.all([seat(gameType, 'phone'), seat(gameType, 'desktop')]);
      // The next round crashes at 3.00x (admin game control), so the cash-out window is certain.
      const round = await controlNextRound(admin, gameType, 3);
      await Promise.all(seats.map(({ page }) => bettingOpenOn(page, gameType, round)));
      await Promise.all(seats.map(betTwiceCancelOne));

      for (const { page } of seats) {
        const table = page.getByRole('region', { name: 'Live bets' });
        // A cancelled bet's row leaves with the next update, so a name may show twice for a moment.
        for (const { user } of seats) await table.getByText(user.username, { exact: true }).first().waitFor({ timeout: 10_000 });
        await expect.poll(() => table.getByTestId('round-bets-count').textContent(), { timeout: 10_000 }).toBe('2 bets');
      }

      await Promise.all(seats.map(cashOutSecond));
      await Promise.all(seats.map(({ page }) => page.context().close()));
    },
    180_000,
  );

  /** Starts an auto-play of 3 rounds from the first panel's Auto tab, with a loss stop of 100 PKR. */
  async function startAutoplayOn(page: Page): Promise<void> {
    const first = page.getByRole('region', { name: 'Bet 1' });
    await first.getByRole('tab', { name: 'Auto' }).click();
    await first.getByLabel('Bet (PKR)').fill('10');
    await first.getByLabel('Auto cash-out').fill('1.50');
    await first.getByLabel('Rounds').fill('3');
    await first.getByRole('button', { name: 'Start' }).click();
    await first.getByText('Loss stop is required').waitFor();
    await first.getByLabel('Loss stop (PKR)').fill('100');
    const started = page.waitForResponse((response) => response.url().endsWith('/api/autoplay') && response.request().method() === 'POST');
    await first.getByRole('button', { name: 'Start' }).click();
    expect((await started).status()).toBe(200);
    await first.getByRole('button', { name: 'Stop' }).waitFor();
  }

  it(
    'on crash, a player on a phone and one on a desktop start an auto-play of 3 rounds, see it bet a round, stop it by hand and read why it stopped',
    async () => {
      const seats = await Promise.all(
        (['phone', 'desktop'] as const).map(async (viewport) => {
          const { client: player, user } = await newPlayer(stack.gatewayUrl);
          await fund(player, admin, 1000);
          const page = await (await contextFor(browser, player, { viewport: viewports[viewport] })).newPage();
          await page.goto('/crash');
          await page.getByTestId('multiplier').waitFor({ timeout: 30_000 });
          return { player, user, page };
        }),
      );
      await Promise.all(seats.map(({ page }) => startAutoplayOn(page)));
      for (const { page, user } of seats) {
        // Its first bet shows in the round's table, and once that round is played the panel counts it: the rest of
        // the betting, a flight of its own crash point (one in ten flies past 10x, about 40 s) and the pause after.
        const table = page.getByRole('region', { name: 'Live bets' });
        await table.getByText(user.username, { exact: true }).first().waitFor({ timeout: 60_000 });
        const roundsLeft = page.getByRole('group', { name: 'Auto-play 1' }).getByTestId('autoplay-rounds-left');
        await expect.poll(() => roundsLeft.textContent(), { timeout: 90_000 }).toBe('2');
      }
      for (const { page, player } of seats) {
        const first = page.getByRole('region', { name: 'Bet 1' });
        await first.getByRole('button', { name: 'Stop' }).click();
        await first.getByText('Auto-play stopped: Stopped by you').waitFor();
        expect((await player.get<{ autoplays: unknown[] }>('/api/autoplay')).body).toEqual({ autoplays: [] });
      }
      await Promise.all(seats.map(({ page }) => page.context().close()));
    },
    180_000,
  );
});
