import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../../infra/src/dev-defaults';
import type { Topology } from '../../infra/src/topology';
import { launchChromium, newPage } from './support/browser';
import { balanceOf, newPlayer, type TransactionBody } from './support/players';
import { e2eAdmin, startDistributed } from './support/stacks';

const artifacts = join(repoRoot, 'tests/e2e/artifacts');

/** Screenshots of the panel as an operator sees it, kept as test artifacts. */
async function capture(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

describe('the admin panel in a real browser', () => {
  let stack: Topology;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startDistributed(inject('pgAdminUrl'), 'browser_admin'), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('finds a player, adjusts the balance with a reason, approves a deposit, and reads the three actions in the audit log', async () => {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    const request = await player.post<TransactionBody>('/api/deposit', {
      amount: 500,
      method: 'easypaisa',
      accountHolderName: 'Ayesha Khan',
      phone: `TX-${randomUUID()}`,
    });
    expect(request.status, JSON.stringify(request.body)).toBeLessThan(300);

    const page = await newPage(browser, { baseURL: stack.gatewayUrl, viewport: { width: 1440, height: 900 } });
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(e2eAdmin.username);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Login to Admin Panel' }).click();

    await page.getByText('Login successful').first().waitFor();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    await page.getByLabel('Search users').fill(user.username);
    await page.getByLabel('Search users').press('Enter');
    await page.getByRole('button', { name: 'Show all' }).waitFor();
    await page.getByRole('cell', { name: user.username, exact: true }).waitFor();
    await page.getByRole('button', { name: `Adjust balance of ${user.username}` }).click();
    await page.getByLabel('Amount (PKR)').fill('250');
    await page.getByLabel('Reason').fill('Cricket final prize');
    await page.getByRole('button', { name: 'Confirm Adjustment' }).click();
    await page.getByText('Balance adjusted').first().waitFor();
    await capture(page, 'admin-users-1440');

    await page.getByRole('tab', { name: 'Transactions' }).click();
    const pending = page.getByRole('listitem', { name: `deposit request by ${user.username}` });
    await pending.getByText('Rs. 500').waitFor();
    await pending.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Transaction processed').first().waitFor();
    await pending.waitFor({ state: 'detached' });
    await expect.poll(() => balanceOf(player), { timeout: 10_000 }).toBe(753);

    await page.getByRole('tab', { name: 'Audit' }).click();
    const entries = page.getByRole('list', { name: 'Audit entries' });
    const search = entries.getByRole('listitem', { name: `User search by ${e2eAdmin.username}` }).first();
    const adjustment = entries.getByRole('listitem', { name: `Balance adjustment by ${e2eAdmin.username}` }).first();
    const approval = entries.getByRole('listitem', { name: `Transaction approved by ${e2eAdmin.username}` }).first();
    await search.getByText(user.username).waitFor();
    await search.getByText('Found: 1').waitFor();
    await adjustment.getByText('Reason: Cricket final prize').waitFor();
    await adjustment.getByText('Balance: Rs. 3 → Rs. 253').waitFor();
    await approval.getByText(`deposit of Rs. 500 by ${user.username}`).waitFor();
    await approval.getByText('Status: pending → completed').waitFor();
    const order = await entries.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(order).toEqual(['Transaction approved', 'Balance adjustment', 'User search', 'Login'].map((action) => `${action} by ${e2eAdmin.username}`));
    await capture(page, 'admin-audit-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await approval.getByText('Status: pending → completed').waitFor();
    await capture(page, 'admin-audit-390');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: `Adjust balance of ${user.username}` }).waitFor();
    await capture(page, 'admin-users-390');
    await page.close();
  });
});
