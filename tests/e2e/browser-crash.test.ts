import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contextFor, launchChromium } from './support/browser';
import { controlNextRound, crashBettingOpen, winPkr } from './support/game-control';
import type { HttpClient } from './support/http-client';
import { adminSession, balanceOf, fund, newPlayer } from './support/players';
import { viewports } from './support/screens';
import { type SharedStack, sharedStack } from './support/shared-stack';
import { nextMoneyAnswer } from './support/money-answers';

/** The Crash page shows money with two decimals (spec section 9). */
const pkr = (amount: number) => `${new Intl.NumberFormat('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} PKR`;

describe('a Crash round in a real browser', () => {
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

  it('bets during betting, cashes out while running and shows the balance grown by exactly the win', async () => {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    await fund(player, admin, 1000);
    const context = await contextFor(browser, player);
    const page = await context.newPage();
    await page.goto('/crash');
    await page.getByTestId('multiplier').waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    expect(await page.getByTestId('balance').textContent()).toBe(pkr(1003));

    // The next round crashes at 3.00x (admin game control), so the cash-out window is certain.
    const round = await controlNextRound(admin, 'crash', 3);

    const game = page.getByRole('region', { name: 'Game' });
    await page.getByLabel('Bet Amount (PKR)').fill('100');
    await crashBettingOpen(game, round);
    expect(await game.getByTestId('countdown').isVisible()).toBe(true);
    expect(await page.title()).toBe('Betting Phase');
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await page.getByText('Bet placed successfully').first().waitFor();
    await page.getByRole('region', { name: 'Live bets' }).getByText(user.username).waitFor();
    // On a phone the round's bets fit the screen: the card's right margin is no narrower than its left.
    const wide = page.viewportSize()!;
    await page.setViewportSize(viewports.phone);
    const bets = (await page.getByRole('region', { name: 'Live bets' }).boundingBox())!;
    expect(bets.x + bets.width).toBeLessThanOrEqual(viewports.phone.width - bets.x);
    await page.setViewportSize(wide);
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe(pkr(903));

    const cashOut = page.getByRole('button', { name: /^Cash out Rs\. / });
    await expect.poll(() => cashOut.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => Number((await game.getByTestId('multiplier').textContent())?.replace('x', '')), { timeout: 15_000 }).toBeGreaterThanOrEqual(1.2);
    expect(await page.title()).toMatch(/^\d+\.\d{2}x$/);
    const answered = nextMoneyAnswer(page, 'cashout');
    await cashOut.click();
    const answer = await answered;
    expect(answer.transport).toBe('socket');
    const reply = answer.body as { winAmount: number; multiplier: number };
    expect(reply.multiplier).toBeGreaterThanOrEqual(1.2);
    expect(reply.winAmount).toBe(winPkr(100, reply.multiplier));

    await page.getByText('Cash out successful!').first().waitFor();
    // From a tablet up the win's toast sits under the header, and the balance it changes stays in sight.
    const [toast, balance] = await Promise.all([page.locator('li').filter({ hasText: 'Cash out successful!' }).first().boundingBox(), page.getByTestId('balance').boundingBox()]);
    expect(toast!.y).toBeGreaterThanOrEqual(balance!.y + balance!.height);
    await expect.poll(() => page.getByTestId('bet-status-1').textContent()).toBe(`Won at ${reply.multiplier.toFixed(2)}x`);
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe(pkr(903 + reply.winAmount));
    expect(await balanceOf(player)).toBe(903 + reply.winAmount);

    // On a phone the header keeps a balance of four digits on one line, inside the header.
    await page.setViewportSize(viewports.phone);
    const header = page.locator('header').filter({ has: page.getByTestId('balance') });
    const [frame, label, amount] = await Promise.all([
      header.boundingBox(),
      header.getByText('Balance', { exact: true }).boundingBox(),
      page.getByTestId('balance').boundingBox(),
    ]);
    expect(label!.y).toBeGreaterThanOrEqual(frame!.y);
    expect(amount!.y + amount!.height).toBeLessThanOrEqual(frame!.y + frame!.height);
    await context.close();
  }, 120_000);
});
