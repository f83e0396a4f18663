import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contextFor, launchChromium } from './support/browser';
import { adminSession, newPlayer, type TransactionBody } from './support/players';
import { type SharedStack, sharedStack } from './support/shared-stack';

describe('a deposit in a real browser', () => {
  let stack: SharedStack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedStack(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('submits a deposit on /deposit, shows it pending, and shows the new balance once an admin approves it', async () => {
    const { client: player } = await newPlayer(stack.gatewayUrl);
    const context = await contextFor(browser, player);
    const page = await context.newPage();
    await page.goto('/deposit');
    const history = page.getByRole('region', { name: 'Deposit History' });
    await history.getByText('No deposit history found').waitFor();
    expect(await page.getByTestId('balance').textContent()).toBe('Rs. 3');

    const transactionId = `TX${Date.now()}`;
    await page.getByLabel('Amount (PKR)').fill('500');
    await page.getByLabel('EasyPaisa').check();
    await page.getByLabel('Account Holder Name').fill('Ayesha Khan');
    await page.getByLabel('Transaction ID').fill(transactionId);
    await page.getByRole('button', { name: 'Submit Deposit Request' }).click();

    await page.getByText('Deposit request submitted').first().waitFor();
    await history.getByText('PENDING').waitFor();
    await history.getByText(transactionId).waitFor();
    expect(await history.getByText('Rs. 500').count()).toBe(1);

    const requests = await player.get<TransactionBody[]>('/api/transactions');
    const admin = await adminSession(stack.gatewayUrl);
    const review = await admin.post(`/api/admin/transactions/${requests.body[0]!.id}`, { action: 'approve' });
    expect(review.status, JSON.stringify(review.body)).toBe(200);

    // The balance follows at once; the history shows the review after a reload.
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toBe('Rs. 503');
    await page.reload();
    await history.getByText('COMPLETED').waitFor();
    expect(await page.getByTestId('balance').textContent()).toBe('Rs. 503');
    await context.close();
  });
});
