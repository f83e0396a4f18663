import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor, launchChromium } from './support/browser';
import { HttpClient, uniqueName } from './support/http-client';
import { type ViewportName, viewports } from './support/screens';
import { type SharedStack, sharedStack } from './support/shared-stack';

const strips = { crash: 'Recent Games', aviator: 'Recent Results' } as const;

/**
 * The newest result in a strip whose round was played from its hash. Files before this one on the shared stack set
 * some rounds' crash points (admin game control), and such a round's check says so instead of "Match".
 */
async function newestHashPlayed(strip: Locator, game: keyof typeof strips, player: HttpClient) {
  const results = strip.getByRole('button', { name: /^Verify round/ });
  await results.first().waitFor({ timeout: 30_000 });
  for (const result of await results.all()) {
    const label = (await result.getAttribute('aria-label')) ?? '';
    const [, round, crashPoint] = /^Verify round (\d+), crashed at (\d+\.\d{2}x)$/.exec(label) ?? [];
    const reveal = await player.get<{ adminControlled: boolean }>(`/api/fairness/${game}/rounds/${round}`);
    if (reveal.status === 200 && !reveal.body.adminControlled) return { label, round, crashPoint };
  }
  throw new Error(`no round in the ${game} strip was played from its hash`);
}

describe('a finished round verified from a game page in a real browser', () => {
  let stack: SharedStack;
  let browser: Browser;
  let player: HttpClient;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([sharedStack(), launchChromium()]);
    player = new HttpClient(stack.gatewayUrl);
    const registered = await player.post('/api/register', { username: uniqueName('verify'), password: 'player-pass', phone: 'p@example.com', dateOfBirth: '1990-01-01' });
    if (registered.status !== 200) throw new Error(`registration answered ${registered.status}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['aviator', 'crash'] as const)('on %s, on a phone and on a desktop: a tapped result recomputes in the browser to the crash point the strip shows', async (game) => {
    const context = await contextFor(browser, player);
    const page = await context.newPage();
    await page.goto(`/${game}`);
    for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
      await page.setViewportSize(viewports[viewport]);
      const strip = page.getByRole('region', { name: strips[game] });
      const { label, round, crashPoint } = await newestHashPlayed(strip, game, player);
      // That round by its name: a round ending meanwhile puts a newer one first.
      const result = strip.getByRole('button', { name: label, exact: true });
      expect(await result.textContent()).toContain(crashPoint);

      await result.click();
      const dialog = page.getByRole('dialog', { name: `Verify round ${round}` });
      await dialog.getByText('Match: the crash point played is the one the hash gives.').waitFor({ timeout: 10_000 });
      await dialog.getByText('Chained: SHA-256 of the round hash is the previous hash.').waitFor();
      expect(await dialog.getByText('Crash point recomputed').locator('xpath=following-sibling::dd').textContent()).toBe(crashPoint);
      // The whole dialog is on the screen, and nothing on the page is wider than it: a long hash breaks, a long dialog scrolls inside.
      const box = (await dialog.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewports[viewport].height);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewports[viewport].width);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });
});
