import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../frontend/src/config/paths';
import game from '../../frontend/src/i18n/locales/ur/game.json';
import money from '../../frontend/src/i18n/locales/ur/money.json';
import { contextFor, launchChromium } from './support/browser';
import { browserBettingEnv, controlNextRound, winPkr } from './support/game-control';
import { adminSession, balanceOf, fund, newPlayer } from './support/players';
import { e2eAdmin, startAllInOne } from './support/stacks';
import { pageState } from './support/page-diagnosis';
import { urduPageFaults } from './support/urdu-page-check';
import { viewports } from './support/screens';
import { nextMoneyAnswer } from './support/money-answers';

/** Every route of the app: the player's, then the admin's (each signed in as itself), and one the app does not know. */
const playerRoutes = Object.values(paths)
  .map((route) => route.path)
  .filter((path) => !path.startsWith('/admin'));
const adminRoutes = [paths.admin.path, paths.adminPage.path];
const unknownRoute = '/no-such-page';
const DRAWN_WITHIN_MS = 15_000;

/** Chosen before the app loads: the language, not yet on the account, so the app saves it there at sign-in. */
const chooseUrdu = (context: BrowserContext) =>
  context.addInitScript({ content: "localStorage.setItem('language', 'ur'); localStorage.setItem('language-unsaved', '1');" });
const pageLanguage = "[document.documentElement.lang, document.documentElement.dir].join(' ')";

describe('the app in Urdu', () => {
  let stack: { url: string; stop(): Promise<void> };
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startAllInOne(browserBettingEnv), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('keeps اردو chosen before login, then shows every route right to left in Urdu, on a phone and a desktop at once', { timeout: 180_000 }, async () => {
    const { client, user } = await newPlayer(stack.url);
    const visitor = await browser.newContext({ baseURL: stack.url, viewport: viewports.phone });
    const login = await visitor.newPage();
    // The first save of the choice gets no answer, as when a slow phone's call is cut off by the page load that follows
    // sign-in: the dashboard must still come in Urdu, and the account get Urdu from it.
    await login.route('**/api/user/profile', (route) => route.abort('failed'), { times: 1 });
    await login.goto(paths.auth.path);
    await login.getByRole('group').getByRole('button', { name: 'اردو' }).click();
    // The page turns once Urdu's catalogue, a script of its own, has come.
    await expect.poll(() => login.evaluate<string>(pageLanguage)).toBe('ur rtl');
    await login.locator('#login-username').fill(user.username);
    await login.locator('#login-password').fill('player-pass');
    await login.locator('form button[type="submit"]').click();
    await login.waitForURL('**/dashboard');
    // The app draws nothing until its language is set, so the dashboard's first drawing tells which one it chose.
    await login.locator('main').waitFor();
    expect(await login.evaluate<string>(pageLanguage)).toBe('ur rtl');
    await expect.poll(async () => (await client.get<{ language: string }>('/api/user')).body.language, { timeout: 10_000 }).toBe('ur');
    await visitor.close();

    const admin = await adminSession(stack.url);
    const walk = async (routes: readonly string[], session: typeof client, names: string[]) =>
      (
        await Promise.all(
          (['phone', 'desktop'] as const).map(async (size) => {
            const context = await contextFor(browser, session, { viewport: viewports[size] });
            await chooseUrdu(context);
            const page = await context.newPage();
            const faults: string[] = [];
            for (const route of routes) {
              await page.goto(route);
              // A screen is drawn when its main part or the error screen is there and no spinner waits for an answer.
              // The first route is a cold load of the app and its fonts, which took over 5 s once while the suite kept
              // both cores busy: 15 s still tells a screen that never draws from one that draws late.
              const shown = await page
                .locator('main, [role="alert"]')
                .first()
                .waitFor({ timeout: DRAWN_WITHIN_MS })
                .then(() => page.locator('[role="status"] svg').first().waitFor({ state: 'detached', timeout: DRAWN_WITHIN_MS }))
                .then(() => true, () => false);
              if (!shown) faults.push(`${size} ${route}: not drawn within ${DRAWN_WITHIN_MS / 1000} s, showing ${await pageState(page)}`);
              // Measured in its own font: until Nastaliq has loaded, Urdu is drawn in a wider fallback for a moment.
              await page.evaluate('document.fonts.ready');
              for (const fault of await urduPageFaults(page, names)) faults.push(`${size} ${route}: ${fault}`);
            }
            await context.close();
            return faults;
          }),
        )
      ).flat();

    // The player's own words and ids: the username, the contact given at registration, the id the dashboard shortens.
    const playerNames = [user.username, 'p@example.com', user.id.slice(0, 8)];
    const faults = [
      ...(await walk([...playerRoutes, unknownRoute], client, playerNames)),
      ...(await walk(adminRoutes, admin, [e2eAdmin.username, ...playerNames])),
    ];
    expect(faults).toEqual([]);
  });
  it('bets, cashes out and asks for a deposit in Urdu, on a phone and a desktop in one round', { timeout: 120_000 }, async () => {
    const admin = await adminSession(stack.url);
    const seats = await Promise.all(
      (['phone', 'desktop'] as const).map(async (size) => {
        const { client } = await newPlayer(stack.url);
        await fund(client, admin, 1000);
        const context = await contextFor(browser, client, { viewport: viewports[size] });
        await chooseUrdu(context);
        const page = await context.newPage();
        await page.goto(paths.crash.path);
        await page.getByTestId('multiplier').waitFor({ timeout: 30_000 });
        return { client, page };
      }),
    );
    // The round crashes at 3.00x (admin game control), so a cash-out past 1.20x is certain.
    const round = await controlNextRound(admin, 'crash', 3);
    await Promise.all(
      seats.map(async ({ client, page }) => {
        const betting = async () =>
          (await page.getByText(game.header.round.replace('{{round}}', String(round)), { exact: true }).count()) > 0 &&
          (await page.getByText(game.stage.phase.betting, { exact: true }).count()) > 0;
        await expect.poll(betting, { timeout: 60_000, interval: 50 }).toBe(true);
        await page.getByLabel(game.panels.amount).first().fill('100');
        await page.getByRole('button', { name: game.panels.bet, exact: true }).first().click();
        const cashOut = page.getByRole('button', { name: new RegExp(`^${game.panels.cashOut.split(' ')[0]}`) }).first();
        await cashOut.waitFor({ timeout: 20_000 });
        await expect.poll(async () => Number((await page.getByTestId('multiplier').textContent())?.replace('x', '')), { timeout: 15_000 }).toBeGreaterThanOrEqual(1.2);
        const answered = nextMoneyAnswer(page, 'cashout');
        await cashOut.click();
        const reply = (await answered).body as { winAmount: number; multiplier: number };
        await page.getByText(game.panels.wonAt.replace('{{multiplier}}', `${reply.multiplier.toFixed(2)}x`)).first().waitFor();
        expect(await balanceOf(client)).toBe(903 + winPkr(100, reply.multiplier));

        await page.goto(paths.deposit.path);
        await page.getByLabel(money.form.amount).fill('500');
        await page.getByLabel('EasyPaisa').check();
        await page.getByLabel(money.form.holder).fill('عائشہ خان');
        await page.getByLabel(money.deposit.phoneLabel).fill(`TX-${randomUUID()}`);
        const requested = page.waitForResponse((response) => response.url().endsWith('/api/deposit'));
        await page.getByRole('button', { name: money.deposit.submit }).click();
        expect((await requested).status()).toBe(200);
        await page.getByText(money.deposit.submitted.title).first().waitFor();
        await page.getByText(money.history.status.pending).first().waitFor();
        await page.context().close();
      }),
    );
  });
});
