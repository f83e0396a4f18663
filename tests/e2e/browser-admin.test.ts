import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Topology } from '../../infra/src/topology';
import { launchChromium } from './support/browser';
import { balanceOf, newPlayer, type TransactionBody } from './support/players';
import { e2eAdmin, startDistributed } from './support/stacks';

describe('the admin panel in a real browser', () => {
  let stack: Topology;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startDistributed(inject('pgAdminUrl'), inject('natsUrl'), 'browser_admin'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("logs in at /admin-login, approves a player's deposit request on /admin, and the player is credited", async () => {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    const request = await player.post<TransactionBody>('/api/deposit', {
      amount: 500,
      method: 'easypaisa',
      accountHolderName: 'Ayesha Khan',
      phone: `TX${Date.now()}`,
    });
    expect(request.status, JSON.stringify(request.body)).toBeLessThan(300);

    const page = await browser.newPage({ baseURL: stack.gatewayUrl });
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(e2eAdmin.username);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Login to Admin Panel' }).click();

    await page.getByText('Login successful').first().waitFor();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('cell', { name: user.username, exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Transactions' }).click();
    const pending = page.getByRole('listitem', { name: `deposit request by ${user.username}` });
    await pending.getByText('Rs. 500').waitFor();
    await pending.getByRole('button', { name: 'Approve' }).click();

    await page.getByText('Transaction processed').first().waitFor();
    await pending.waitFor({ state: 'detached' });
    await expect.poll(() => balanceOf(player), { timeout: 10_000 }).toBe(503);
    await page.close();
  });
});
