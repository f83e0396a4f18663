import { protectionMessages } from '@pkr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newContext, launchChromium } from './support/browser';
import { clientOf, registerOn } from './support/browser-player';
import { browserBettingEnv, controlNextRound, crashBettingOpen } from './support/game-control';
import type { HttpClient } from './support/http-client';
import { backdatePlaySession } from './support/play-sessions';
import { adminSession, balanceOf, type TransactionBody, type UserBody } from './support/players';
import { saveScreen, type ViewportName, viewports } from './support/screens';
import { startDistributed } from './support/stacks';
import { nextMoneyAnswer } from './support/money-answers';

const label = 'browser_protection';
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

describe('player protection in a real browser', () => {
  let stack: Awaited<ReturnType<typeof startDistributed>>;
  let browser: Browser;
  let admin: HttpClient;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startDistributed(inject('pgAdminUrl'), label, browserBettingEnv), launchChromium()]);
    admin = await adminSession(stack.gatewayUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Fills and sends the deposit form on /deposit. */
  async function requestDeposit(page: Page, amount: number): Promise<void> {
    await page.getByLabel('Amount (PKR)').fill(String(amount));
    await page.getByLabel('EasyPaisa').check();
    await page.getByLabel('Account Holder Name').fill('Ayesha Khan');
    await page.getByLabel('Transaction ID').fill(`TX${Date.now()}`);
    await page.getByRole('button', { name: 'Submit Deposit Request' }).click();
  }

  /** A player on a page of the size named, registered in the browser, and the same session for the API. */
  interface Seat {
    viewport: ViewportName;
    page: Page;
    player: HttpClient;
    user: UserBody;
  }

  /**
   * Registers with a date of birth, sets a daily deposit limit and a reality-check interval, is refused a deposit
   * over the limit, has the first deposit approved, and waits on the Crash page with 100 PKR in the bet field.
   */
  async function protectedPlayerOnCrash(viewport: ViewportName): Promise<Seat> {
    const context = await newContext(browser, stack.gatewayUrl, { viewport: viewports[viewport], colorScheme: 'light' });
    const page = await context.newPage();
    await registerOn(page);
    const player = await clientOf(page, stack.gatewayUrl);
    const user = (await player.get<UserBody>('/api/user')).body;

    await page.getByRole('region', { name: 'Stay in control' }).getByRole('link', { name: 'Responsible Play' }).click();
    await page.waitForURL('**/responsible-play');
    await page.getByRole('heading', { name: 'Responsible Play', level: 1 }).waitFor();
    const daily = page.getByRole('form', { name: 'Daily deposit limit' });
    await daily.getByLabel('New daily deposit limit (PKR)').fill('1000');
    await daily.getByRole('button', { name: 'Set limit' }).click();
    await expect.poll(() => page.getByTestId('depositDaily-current').textContent(), { timeout: 10_000 }).toBe('Rs. 1,000');
    await page.getByLabel('New interval (minutes)').fill('15');
    await page.getByRole('button', { name: 'Save interval' }).click();
    await expect.poll(() => page.getByTestId('reality-check-state').textContent(), { timeout: 10_000 }).toBe('Every 15 minutes of play');
    // A fresh load draws the page as a player arriving sees it: from its top, with no toast over it.
    await page.reload();
    await page.getByText('Reality check every 15 minutes').waitFor();
    await page.getByText('Daily deposit limit set to Rs. 1,000').waitFor();
    await saveScreen(page, 'responsible-play', viewport);

    await page.goto('/deposit');
    await page.getByRole('region', { name: 'Deposit History' }).getByText('No deposit history found').waitFor();
    await requestDeposit(page, 600);
    await page.getByText('Deposit request submitted').first().waitFor();
    const [first] = (await player.get<Array<TransactionBody & { createdAt: string }>>('/api/transactions')).body;
    await requestDeposit(page, 500);
    // The pending Rs. 600 leaves the 24-hour window a day after it was asked for, rounded up to the minute.
    const roomAt = new Date(Math.ceil((new Date(first!.createdAt).getTime() + DAY_MS) / MINUTE_MS) * MINUTE_MS);
    await page.getByText(protectionMessages.depositLimit('depositDaily', 1000_00, 1000_00, roomAt, new Date())).first().waitFor();
    expect((await admin.post(`/api/admin/transactions/${first!.id}`, { action: 'approve' })).status).toBe(200);
    expect(await balanceOf(player)).toBe(603);

    await page.goto('/crash');
    await page.getByTestId('multiplier').waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    await page.getByLabel('Bet Amount (PKR)').fill('100');
    return { viewport, page, player, user };
  }

  /** Every seat clicks Bet on the Crash page in the betting phase of the next round; answers the status each got. */
  async function betInNextRound(seats: Seat[]): Promise<number[]> {
    const round = await controlNextRound(admin, 'crash', 1.2);
    return Promise.all(
      seats.map(async ({ page }) => {
        await crashBettingOpen(page.getByRole('region', { name: 'Game' }), round);
        const answered = nextMoneyAnswer(page, 'place_bet');
        await page.getByRole('button', { name: 'Bet', exact: true }).click();
        return (await answered).status;
      }),
    );
  }

  /**
   * The check reaches the page at `round`'s opening without the player trying a bet; until it is answered the engine
   * takes no bet in that round. The page under the dialog is hidden from the accessibility tree, so the round is
   * read from the game's state call.
   */
  async function answerRealityCheck({ page, player }: Seat, round: number): Promise<void> {
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await check.waitFor({ timeout: 60_000 });
    expect(await check.getByTestId('minutes-played').textContent()).toBe('16 minutes');
    expect(await check.getByTestId('net-result').textContent()).toBe('-Rs. 100');
    const bettingIn = async () => {
      const state = (await player.get<{ currentRound: number; bettingPhase: boolean }>('/api/game/crash')).body;
      return state.currentRound === round && state.bettingPhase;
    };
    await expect.poll(bettingIn, { timeout: 60_000, interval: 50 }).toBe(true);
    const refused = await player.post<{ message: string }>('/api/bet', { amount: 100, gameType: 'crash' });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: protectionMessages.realityCheckPending });
    await check.getByRole('button', { name: 'Continue' }).click();
    await check.waitFor({ state: 'hidden' });
  }

  it('on a phone and on a desktop in the same rounds: registers with a date of birth, sets a daily deposit limit that refuses a deposit over it, and answers a reality check', async () => {
    const seats = await Promise.all((['phone', 'desktop'] as const satisfies readonly ViewportName[]).map(protectedPlayerOnCrash));
    expect(await betInNextRound(seats)).toEqual([200, 200]);
    // Fifteen minutes of play without waiting them: each play session, in the engine's database, began 16 minutes ago.
    for (const { user } of seats) await backdatePlaySession(inject('pgAdminUrl'), label, user.id, 16);

    // The next round's opening, in either game, asks the check.
    const next = await controlNextRound(admin, 'crash', 1.2);
    await Promise.all(seats.map((seat) => answerRealityCheck(seat, next)));

    expect(await betInNextRound(seats)).toEqual([200, 200]);
    for (const { player } of seats) expect(await balanceOf(player)).toBe(403);
    await Promise.all(seats.map(({ page }) => page.context().close()));
  }, 240_000);
});
