import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contextFor, launchChromium } from './support/browser';
import { controlNextRound, crashBettingOpen, winPkr } from './support/game-control';
import type { HttpClient } from './support/http-client';
import { adminSession, balanceOf, fund, newPlayer, type TransactionBody } from './support/players';
import { type SharedStack, sharedStack } from './support/shared-stack';
import { nextMoneyAnswer } from './support/money-answers';

/** The dashboard shows whole rupees ('Rs. 1,026'), the game pages two decimals ('1,026.00 PKR') (spec section 9). */
const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(Math.trunc(amount))}`;
const rupeeSign = (amount: number) => `₨${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(Math.trunc(amount))}`;
const pkr = (amount: number) => `${new Intl.NumberFormat('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} PKR`;

/** The most a balance change may take to show on an open page. */
const LIVE_WITHIN_MS = 1_000;

/** Marks the page, so a test can tell that what it sees came without a reload. */
async function markLoaded(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(globalThis, { notReloaded: true }));
}
/** Resolves once the page's live socket has had its first message: from then on the gateway knows it as the player's. */
function liveConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => socket.once('framereceived', () => resolve()));
  });
}

const stillLoaded = (page: Page) => page.evaluate(() => (globalThis as { notReloaded?: boolean }).notReloaded === true);

describe('the balance on open pages, live', () => {
  let stack: SharedStack;
  let browser: Browser;
  let admin: HttpClient;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedStack(), launchChromium()]);
    admin = await adminSession(stack.gatewayUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('grows the dashboard and nav-bar balance by exactly the deposit within a second of the admin approving it', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    const context = await contextFor(browser, player);
    const dashboard = await context.newPage();
    const connected = liveConnected(dashboard);
    await dashboard.goto('/dashboard');
    await expect.poll(() => dashboard.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe(rupees(3));
    await markLoaded(dashboard);
    await connected;

    const request = await player.post<TransactionBody>('/api/deposit', { amount: 2500, method: 'jazzcash', accountHolderName: 'Ayesha Khan', phone: `TX-${randomUUID()}` });
    expect(request.status, JSON.stringify(request.body)).toBeLessThan(300);
    const review = await admin.post(`/api/admin/transactions/${request.body.id}`, { action: 'approve' });
    expect(review.status, JSON.stringify(review.body)).toBe(200);

    await Promise.all([
      expect.poll(() => dashboard.getByTestId('balance').textContent(), { timeout: LIVE_WITHIN_MS, interval: 25 }).toBe(rupees(2503)),
      expect.poll(() => dashboard.getByTestId('nav-balance').textContent(), { timeout: LIVE_WITHIN_MS, interval: 25 }).toBe(rupeeSign(2503)),
    ]);
    expect(await stillLoaded(dashboard)).toBe(true);
    await context.close();
  });

  it('grows the Crash page, an open dashboard and its nav bar by exactly the win within a second of a cash-out', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    await fund(player, admin, 1000);
    const context = await contextFor(browser, player);
    const [game, dashboard] = [await context.newPage(), await context.newPage()];
    const connected = liveConnected(dashboard);
    await dashboard.goto('/dashboard');
    await expect.poll(() => dashboard.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe(rupees(1003));
    await markLoaded(dashboard);
    await connected;
    await game.goto('/crash');
    await game.getByText('Live', { exact: true }).waitFor();
    expect(await game.getByTestId('balance').textContent()).toBe(pkr(1003));

    // The next round crashes at 3.00x (admin game control), so the cash-out window is certain.
    const round = await controlNextRound(admin, 'crash', 3);

    const stage = game.getByRole('region', { name: 'Game' });
    await game.getByLabel('Bet Amount (PKR)').fill('100');
    await crashBettingOpen(stage, round);
    const betAnswered = nextMoneyAnswer(game, 'place_bet');
    await game.getByRole('button', { name: 'Bet', exact: true }).click();
    const betReply = await betAnswered;
    expect(betReply.status, JSON.stringify(betReply.body)).toBe(200);
    await expect.poll(() => dashboard.getByTestId('balance').textContent(), { timeout: LIVE_WITHIN_MS, interval: 25 }).toBe(rupees(903));

    const cashOut = game.getByRole('button', { name: /^Cash out Rs\. / });
    await expect.poll(() => cashOut.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => Number((await stage.getByTestId('multiplier').textContent())?.replace('x', '')), { timeout: 15_000 }).toBeGreaterThanOrEqual(1.1);
    const answered = nextMoneyAnswer(game, 'cashout');
    await cashOut.click();
    const reply = (await answered).body as { winAmount: number; multiplier: number };
    expect(reply.winAmount).toBe(winPkr(100, reply.multiplier));

    await Promise.all([
      expect.poll(() => game.getByTestId('balance').textContent(), { timeout: LIVE_WITHIN_MS, interval: 25 }).toBe(pkr(903 + reply.winAmount)),
      expect.poll(() => dashboard.getByTestId('balance').textContent(), { timeout: LIVE_WITHIN_MS, interval: 25 }).toBe(rupees(903 + reply.winAmount)),
      expect.poll(() => dashboard.getByTestId('nav-balance').textContent(), { timeout: LIVE_WITHIN_MS, interval: 25 }).toBe(rupeeSign(903 + reply.winAmount)),
    ]);
    expect(await stillLoaded(dashboard)).toBe(true);
    expect(await balanceOf(player)).toBe(903 + reply.winAmount);
    await context.close();
  }, 120_000);
});
