import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../../infra/src/dev-defaults';
import { contextFor, launchChromium, newPage } from './support/browser';
import { settleBetsFor, winCrashBet } from './support/chat';
import { lowContrastTexts } from './support/contrast';
import { adminSession, balanceOf, fund, newPlayer, type TransactionBody } from './support/players';
import { saveScreen, viewports } from './support/screens';
import { e2eAdmin } from './support/stacks';
import { type SharedStack, sharedStack } from './support/shared-stack';

const artifacts = join(repoRoot, 'tests/e2e/artifacts');

/** Screenshots of the panel as an operator sees it, kept as test artifacts. */
async function capture(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

describe('the admin panel in a real browser', () => {
  let stack: SharedStack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedStack(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The admin panel at 1440 px, signed in through its login page. */
  async function signedInAdminPage(colorScheme: 'dark' | 'light' = 'dark'): Promise<Page> {
    const page = await newPage(browser, { baseURL: stack.gatewayUrl, viewport: viewports.desktop, colorScheme });
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(e2eAdmin.username);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Login to Admin Panel' }).click();
    await page.getByText('Login successful').first().waitFor();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    return page;
  }

  it('finds a player, adjusts the balance with a reason, approves a deposit, and reads the three actions in the audit log', async () => {
    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    const request = await player.post<TransactionBody>('/api/deposit', {
      amount: 500,
      method: 'easypaisa',
      accountHolderName: 'Ayesha Khan',
      phone: `TX-${randomUUID()}`,
    });
    expect(request.status, JSON.stringify(request.body)).toBeLessThan(300);

    const page = await signedInAdminPage();

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
    // Newest first: this test's four actions lead; older entries come from the files that ran on this stack before.
    const order = await entries.locator(':scope > li').evaluateAll((items) => items.slice(0, 4).map((item) => item.getAttribute('aria-label')));
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

  it('keeps the login page, a pending request, its Approve and its Reject at WCAG AA contrast in the light theme, under the pointer too', async () => {
    const login = await newPage(browser, { baseURL: stack.gatewayUrl, viewport: viewports.phone, colorScheme: 'light' });
    await login.goto('/admin-login');
    await login.getByRole('button', { name: 'Login to Admin Panel' }).waitFor();
    expect(await lowContrastTexts(login)).toEqual([]);
    await login.close();

    const { client: player, user } = await newPlayer(stack.gatewayUrl);
    const request = await player.post<TransactionBody>('/api/deposit', { amount: 500, method: 'jazzcash', accountHolderName: 'Bilal Ahmed', phone: `TX-${randomUUID()}` });
    expect(request.status, JSON.stringify(request.body)).toBeLessThan(300);

    const page = await signedInAdminPage('light');
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const pending = page.getByRole('listitem', { name: `deposit request by ${user.username}` });
    await pending.getByText('Rs. 500').waitFor();
    expect(await lowContrastTexts(page)).toEqual([]);
    await pending.getByRole('button', { name: 'Reject' }).hover();
    expect(await lowContrastTexts(page)).toEqual([]);
    await pending.getByRole('button', { name: 'Approve' }).hover();
    expect(await lowContrastTexts(page)).toEqual([]);
    await capture(page, 'admin-transactions-light-1440');
    await page.close();
  });

  it('lets a phone and a desktop player chat as text, shares a win, and an admin deletes a message from both pages', async () => {
    const admin = await adminSession(stack.gatewayUrl);
    const [onPhone, onDesktop] = await Promise.all([newPlayer(stack.gatewayUrl), newPlayer(stack.gatewayUrl)]);
    await fund(onDesktop.client, admin, 300);
    await Promise.all([settleBetsFor(stack, onPhone.user), settleBetsFor(stack, onDesktop.user)]);
    const win = await winCrashBet(onDesktop.client, admin);

    const phone = await (await contextFor(browser, onPhone.client, { viewport: viewports.phone })).newPage();
    const desktop = await (await contextFor(browser, onDesktop.client, { viewport: viewports.desktop })).newPage();
    await Promise.all([phone.goto('/crash'), desktop.goto('/crash')]);
    await phone.getByRole('tab', { name: 'Chat' }).click();
    const chatOf = (page: Page) => page.getByRole('list', { name: 'Chat messages' });
    await Promise.all([chatOf(phone).waitFor(), chatOf(desktop).waitFor()]);

    const shared = desktop.waitForResponse((response) => response.url().endsWith('/api/chat/crash') && response.request().method() === 'POST');
    await desktop.getByRole('button', { name: 'Share my last win' }).click();
    expect((await shared).status()).toBe(200);
    // Counted from the server's answer: a busy machine may hold the share's request back after the click.
    const sharedAt = Date.now();
    const card = `Won Rs. ${win.payout} at 1.50x`;
    const markup = '<script>window.chatXss = 1</script><img src=x onerror="window.chatXss = 2">';
    await phone.getByLabel('Message', { exact: true }).fill(markup);
    await phone.getByRole('button', { name: 'Send' }).click();
    // A player writes at most once every 2 s.
    await desktop.waitForTimeout(Math.max(0, 2_100 - (Date.now() - sharedAt)));
    const greeting = 'Salaam from the desktop';
    await desktop.getByLabel('Message', { exact: true }).fill(greeting);
    await desktop.getByRole('button', { name: 'Send' }).click();
    for (const page of [phone, desktop]) {
      for (const text of [markup, greeting, card]) await chatOf(page).getByText(text, { exact: true }).waitFor();
      expect(await page.evaluate('window.chatXss')).toBeUndefined();
      expect(await chatOf(page).locator('img, script').count()).toBe(0);
    }
    await saveScreen(phone, 'chat', 'phone');
    await saveScreen(desktop, 'chat', 'desktop');

    const panel = await signedInAdminPage();
    await panel.getByRole('tab', { name: 'Chat' }).click();
    const row = panel.getByRole('list', { name: 'Crash chat' }).getByRole('listitem').filter({ hasText: greeting });
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByLabel('Reason').fill('Testing moderation');
    await row.getByRole('button', { name: 'Delete message' }).click();
    await panel.getByText('Message deleted').first().waitFor();
    for (const page of [phone, desktop]) await chatOf(page).getByText(greeting, { exact: true }).waitFor({ state: 'detached' });
    await chatOf(phone).getByText(markup, { exact: true }).waitFor();

    await panel.getByRole('tab', { name: 'Audit' }).click();
    await panel.getByRole('list', { name: 'Audit entries' }).getByRole('listitem', { name: `Chat message deleted by ${e2eAdmin.username}` }).getByText('Reason: Testing moderation').waitFor();
    await capture(panel, 'admin-chat-1440');
    await Promise.all([phone.close(), desktop.close(), panel.close()]);
  }, 150_000);
});
