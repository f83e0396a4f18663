import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contextFor, launchChromium } from './support/browser';
import { controlNextRound, winPkr } from './support/game-control';
import type { HttpClient } from './support/http-client';
import { adminSession, balanceOf, fund, newPlayer } from './support/players';
import { type SharedStack, sharedStack } from './support/shared-stack';
import { nextMoneyAnswer } from './support/money-answers';

/** The live game pages show money with two decimals (spec section 9). */
const pkr = (amount: number) => `${new Intl.NumberFormat('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} PKR`;

describe('an Aviator round in a real browser', () => {
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

  it('bets during betting, cashes out while flying and shows the balance grown by exactly floor(amount x multiplier)', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    await fund(player, admin, 1000);
    const context = await contextFor(browser, player);
    const page = await context.newPage();
    await page.goto('/aviator');
    await page.getByText('Recent Results').waitFor();
    expect(await page.getByTestId('balance').textContent()).toBe(pkr(1003));

    // The next round crashes at 3.00x (admin game control), so the cash-out window is certain.
    const round = await controlNextRound(admin, 'aviator', 3);

    await page.getByLabel('Bet Amount (PKR)').fill('100');
    // Round `round` and its take-off countdown at once: the round's betting (transition included), not its flight.
    const betting = async () => (await page.getByTestId('round').textContent()) === `Round ${round}` && (await page.getByTestId('countdown').count()) > 0;
    await expect.poll(betting, { timeout: 60_000, interval: 50 }).toBe(true);
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await page.getByText('Bet placed successfully').first().waitFor();
    expect(await page.getByTestId('bet-status-1').textContent()).toBe('Active');
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe(pkr(903));

    const cashOut = page.getByRole('button', { name: /^Cash out Rs\. / });
    await expect.poll(() => cashOut.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => Number((await page.getByTestId('multiplier').textContent())?.replace('x', '')), { timeout: 15_000 }).toBeGreaterThanOrEqual(1.2);
    const answered = nextMoneyAnswer(page, 'cashout');
    await cashOut.click();
    const answer = await answered;
    // The page's socket was open, so the cash-out went on it, not over HTTP.
    expect(answer.transport).toBe('socket');
    const reply = answer.body as { winAmount: number; multiplier: number };
    expect(reply.multiplier).toBeGreaterThanOrEqual(1.2);
    expect(reply.multiplier).toBeLessThan(3);
    expect(reply.winAmount).toBe(winPkr(100, reply.multiplier));

    await page.getByText('Cash out successful!').first().waitFor();
    await expect.poll(() => page.getByTestId('bet-status-1').textContent()).toBe(`Won at ${reply.multiplier.toFixed(2)}x`);
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe(pkr(903 + reply.winAmount));
    expect(await balanceOf(player)).toBe(903 + reply.winAmount);
    await context.close();
  }, 120_000);
});
