import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newPage } from './support/browser';
import { uniqueName } from './support/http-client';
import { type SharedStack, sharedStack } from './support/shared-stack';

describe('a new player in a real browser', () => {
  let stack: SharedStack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedStack(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("registers on /auth, is told 'Registration successful' even while the toaster's code is late, and lands on /dashboard with the username and the 3 free coins", async () => {
    const page = await newPage(browser, { baseURL: stack.gatewayUrl });
    const username = uniqueName('web');
    // The toast is raised 100 ms before the dashboard loads: a watcher in the page reports it if it was ever drawn.
    let toastSeen = false;
    await page.exposeFunction('reportToast', () => {
      toastSeen = true;
    });
    await page.addInitScript(`new MutationObserver(() => {
      if (document.body?.innerText.includes('Registration successful')) window.reportToast();
    }).observe(document, { subtree: true, childList: true, characterData: true });`);
    // A slow phone: the toaster's code, fetched when the page is idle, is still on its way when registration succeeds.
    let codeMayArrive!: () => void;
    const registered = new Promise<void>((resolve) => (codeMayArrive = resolve));
    let held = 0;
    await page.route('**/assets/toaster-*.js', async (route) => {
      held += 1;
      await registered;
      await route.continue();
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Date of birth').fill('1990-01-01');
    await page.getByLabel('Password', { exact: true }).fill('browser-pass');
    await page.getByLabel('Confirm Password').fill('browser-pass');
    // The session check after the registration is the last call before the toast: the code comes 500 ms after it.
    const sessionConfirmed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
    await page.getByRole('button', { name: 'Register' }).click();
    await sessionConfirmed;
    setTimeout(codeMayArrive, 500);

    await page.waitForURL('**/dashboard');
    expect(held, "the toaster's code was held back").toBeGreaterThan(0);
    await expect.poll(() => toastSeen, { timeout: 2_000 }).toBe(true);
    await page.getByText(username).first().waitFor();
    // The bonus arrives through the registration event; a reload shows it once the wallet has applied it.
    await expect
      .poll(async () => {
        if ((await page.getByText('Rs. 3', { exact: true }).count()) === 0) await page.reload();
        return page.getByText('Rs. 3', { exact: true }).count();
      }, { timeout: 15_000, interval: 1_000 })
      .toBeGreaterThan(0);
    await page.close();
  });
});
