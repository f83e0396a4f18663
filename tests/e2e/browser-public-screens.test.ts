import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newPage } from './support/browser';
import { renderedContrasts } from './support/contrast';
import { saveScreen, type ViewportName, viewports } from './support/screens';
import { type SharedStack, sharedStack } from './support/shared-stack';

describe('the public screens in a real browser', () => {
  let stack: SharedStack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedStack(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async (viewport: ViewportName, path: string) => {
    const page = await newPage(browser, { baseURL: stack.gatewayUrl, viewport: viewports[viewport] });
    await page.goto(path);
    return page;
  };

  it.each(['desktop', 'phone'] as const)('shows the terms and privacy texts with the footer on %s', async (viewport) => {
    const page = await open(viewport, '/terms');
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await page.getByText(/at least 18 years old/).waitFor();
    await page.getByText(/reviewed by an administrator/).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByText(`© ${new Date().getFullYear()}`, { exact: false }).waitFor();
    for (const link of ['Aviator', 'Crash', 'Dashboard', 'Deposit', 'Withdraw', 'Leaderboard', 'Terms of Service', 'Privacy Policy', 'Download App']) {
      expect(await footer.getByRole('link', { name: link, exact: true }).count()).toBe(1);
    }
    if (viewport === 'desktop') await page.getByRole('link', { name: 'Login / Register' }).waitFor();
    await saveScreen(page, 'terms', viewport);

    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    await page.getByText(/a hash of your password/).waitFor();
    await saveScreen(page, 'privacy', viewport);
    await page.close();
  });

  it.each(['desktop', 'phone'] as const)('offers the app download on %s and says clearly when no package is configured', async (viewport) => {
    const page = await open(viewport, '/download');
    for (const badge of ['Android 8.0+', '52MB', 'NEW v4.0']) await page.getByText(badge, { exact: true }).waitFor();
    await page.getByText('Allow installs from unknown sources').waitFor();
    await saveScreen(page, 'download', viewport);
    await page.getByRole('button', { name: 'Download APK' }).click();
    await page.getByText('The Android app is not available for download yet. Please check back soon.').first().waitFor();
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/dashboard' });
    // Installable: the service worker is registered and active.
    expect(await page.evaluate<boolean>('navigator.serviceWorker.ready.then((registration) => registration.active !== null)')).toBe(true);
    await page.close();
  });

  it.each(['desktop', 'phone'] as const)('runs the debug page tabs on %s', async (viewport) => {
    const page = await open(viewport, '/test');
    await page.getByRole('tab', { name: 'WebSocket Test' }).waitFor();
    await page.getByRole('button', { name: 'Send Ping' }).click();
    await page.getByText('Not Connected').first().waitFor();
    await page.getByRole('tab', { name: 'DOM Errors' }).click();
    for (let press = 0; press < 22; press += 1) await page.getByRole('button', { name: 'Trigger DOM Error' }).click();
    expect(await page.getByRole('list', { name: 'DOM errors' }).getByRole('listitem').count()).toBe(20);
    await page.getByRole('tab', { name: 'Debug Logs' }).click();
    await page.getByRole('button', { name: 'Clear Logs' }).waitFor();
    await saveScreen(page, 'test', viewport);
    await page.close();
  });

  it.each(['desktop', 'phone'] as const)('answers Page Not Found on an unknown path on %s', async (viewport) => {
    const page = await open(viewport, '/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await saveScreen(page, 'not-found', viewport);
    await page.close();
  });

  it.each(['light', 'dark'] as const)("keeps every text of the sign-in screen's brand panel at 4.5:1 over its gradient and glow, in the %s theme", async (colorScheme) => {
    const page = await newPage(browser, { baseURL: stack.gatewayUrl, viewport: viewports.desktop, colorScheme });
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Real-time crash games, played in rupees.' }).waitFor();
    await saveScreen(page, `auth-${colorScheme}`, 'desktop');
    const [lowest] = await renderedContrasts(page, 'aside');
    expect(lowest?.ratio, lowest?.text).toBeGreaterThanOrEqual(4.5);
    await page.close();
  });

  it('keeps the theme in ui-theme and draws it on the page', async () => {
    const page = await open('desktop', '/terms');
    await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Light' }).click();
    expect(await page.evaluate("localStorage.getItem('ui-theme')")).toBe('light');
    expect(await page.locator('html').getAttribute('class')).toBe('light');
    await page.reload();
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    expect(await page.locator('html').getAttribute('class')).toBe('light');
    await saveScreen(page, 'terms-light', 'desktop');
    await page.close();
  });
});
