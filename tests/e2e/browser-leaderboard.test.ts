import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { accessories } from '@pkr/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { repoRoot } from '../../infra/src/dev-defaults';
import type { Topology } from '../../infra/src/topology';
import { contextFor, launchChromium, newContext } from './support/browser';
import { lowContrastTexts } from './support/contrast';
import { drawingsOf } from './support/drawn-pixels';
import { controlNextRound } from './support/game-control';
import { HttpClient } from './support/http-client';
import { LiveSocket } from './support/live-socket';
import { adminSession, balanceOf, fund } from './support/players';
import { startDistributed } from './support/stacks';

const artifacts = join(repoRoot, 'tests/e2e/artifacts');
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/** Twelve players and what each stakes in one round that crashes at 3.10x; null: no auto cash-out, so the bet is lost. */
const table = [
  ['ayesha', 5_000, 3],
  ['bilal', 400, 3.05],
  ['fatima', 1_000, 2.5],
  ['hamza', 800, 2],
  ['iqra', 600, 1.8],
  ['junaid', 500, 1.5],
  ['kiran', 450, 1.4],
  ['mahnoor', 300, 1.3],
  ['naveed', 250, 1.25],
  ['omer', 200, 1.2],
  ['rabia', 150, 1.1],
  ['saad', 100, null],
] as const;

describe('the leaderboard and the landing page in a real browser', () => {
  let stack: Topology;
  let browser: Browser;
  let players: HttpClient[];

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startDistributed(inject('pgAdminUrl'), 'browser_leaderboard'), launchChromium()]);
    mkdirSync(artifacts, { recursive: true });
    const admin = await adminSession(stack.gatewayUrl);
    players = await Promise.all(
      table.map(async ([username, stake]) => {
        const client = new HttpClient(stack.gatewayUrl);
        expect((await client.post('/api/register', { username, password: 'player-pass', phone: 'p@example.com', dateOfBirth: '1990-01-01' })).status).toBe(200);
        await vi.waitFor(async () => expect(await balanceOf(client)).toBe(3), { timeout: 10_000, interval: 100 });
        await fund(client, admin, Math.max(stake, 300));
        return client;
      }),
    );
    // one real round for everyone, its crash point fixed by the admin's game control
    const live = await LiveSocket.open(players[0]!);
    const round = await controlNextRound(admin, 'crash', 3.1);
    await live.next((message) => message.type === 'betting_phase' && message.gameType === 'crash' && message.round === round, 90_000);
    await Promise.all(
      table.map(async ([, amount, autoCashout], index) => {
        const bet = await players[index]!.post('/api/bet', { amount, autoCashout, gameType: 'crash' });
        expect(bet.status, JSON.stringify(bet.body)).toBe(200);
      }),
    );
    await live.next((message) => message.type === 'game_crash' && message.gameType === 'crash' && message.round === round, 60_000);
    live.close();
    await vi.waitFor(async () => expect((await players[0]!.get<unknown[]>('/api/leaderboard?limit=100')).body).toHaveLength(table.length), {
      timeout: 20_000,
      interval: 250,
    });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  type Opening = { loggedIn?: boolean; colorScheme?: 'light' | 'dark'; hasTouch?: boolean };
  async function open(viewport: { width: number; height: number }, path: string, { loggedIn = true, colorScheme = 'light', hasTouch = false }: Opening = {}): Promise<Page> {
    const context = loggedIn ? await contextFor(browser, players[0]!, { hasTouch }) : await newContext(browser, stack.gatewayUrl);
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await page.goto(path);
    return page;
  }

  it('ranks the players on a desktop table, top 3 with trophies, and explains a badge on hover', async () => {
    const page = await open(desktop, '/leaderboard');
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    expect(await page.locator('table thead th').allTextContents()).toEqual(['Rank', 'Player', 'Achievements', 'Total Winnings']);
    expect(await rows.first().textContent()).toContain('ayesha');
    expect(await rows.first().textContent()).toContain('10,000 PKR');
    expect(await page.locator('table').getByRole('img', { name: 'Trophy' }).count()).toBe(3);
    expect(await lowContrastTexts(page)).toEqual([]);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => rows.count()).toBe(12);
    expect(await rows.last().textContent()).toContain('0 PKR');

    await rows.first().getByRole('button', { name: 'Big Win' }).hover();
    await page.getByText('How to earn', { exact: true }).waitFor();
    await page.screenshot({ path: join(artifacts, 'leaderboard-desktop.png'), fullPage: true });

    // The badge's card, open under the pointer, and the sticky header can each lie over the tabs once the page has
    // scrolled: the pointer leaves the badge (to the header's corner, where no card opens) and the page goes back to
    // its top before another tab is chosen, as a player would.
    await page.mouse.move(5, 5);
    await page.getByText('How to earn', { exact: true }).waitFor({ state: 'detached' });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.getByRole('tab', { name: 'Highest Multipliers' }).click();
    await page.locator('table tbody tr').first().getByText('3.05x').waitFor();
    expect(await page.locator('table tbody tr').first().textContent()).toContain('bilal');
    await page.screenshot({ path: join(artifacts, 'leaderboard-desktop-multipliers.png'), fullPage: true });
    await page.context().close();
  });

  it('shows cards on a phone, in the dark theme, and explains a badge on a tap', async () => {
    const page = await open(phone, '/leaderboard', { colorScheme: 'dark', hasTouch: true });
    const cards = page.locator('ol > li');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    expect(await page.locator('table').isVisible()).toBe(false);
    expect(await cards.first().textContent()).toContain('ayesha');
    expect(await lowContrastTexts(page)).toEqual([]);
    await page.screenshot({ path: join(artifacts, 'leaderboard-phone.png'), fullPage: true });
    // A finger never hovers: the tap itself opens the card.
    await cards.first().getByRole('button', { name: 'Big Win' }).tap();
    await page.getByText('How to earn', { exact: true }).waitFor();
    await page.screenshot({ path: join(artifacts, 'leaderboard-phone-badge.png') });
    await page.getByRole('heading', { name: 'Leaderboard' }).tap();
    await page.getByText('How to earn', { exact: true }).waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await page.locator('ol').getByText('Count').first().waitFor();
    await page.screenshot({ path: join(artifacts, 'leaderboard-phone-achievements.png'), fullPage: true });
    await page.context().close();
  });

  it('shows a logged-out visitor the landing page at /, with the biggest win and the round just played', async () => {
    for (const [name, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
      const page = await open(viewport, '/', { loggedIn: false });
      await page.getByTestId('biggest-win').getByText('10,000 PKR').waitFor();
      await page.getByText('Game #').first().waitFor();
      expect(await page.getByTestId('latest-crash').textContent()).toMatch(/^\d+\.\d{2}x$/);
      expect(await page.getByRole('region', { name: 'Recent Games' }).getByText('3.10x').count()).toBeGreaterThanOrEqual(1);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await lowContrastTexts(page)).toEqual([]);
      await page.screenshot({ path: join(artifacts, `landing-${name}.png`), fullPage: true });
      await page.context().close();
    }
  });

  it('dresses a player in a hat, a frame and a badge bought on a phone and a desktop, drawn from files on the preview, the header and the leaderboard', async () => {
    // Two others dressed through the API, so the leaderboard shows several outfits.
    for (const [index, outfit] of [[1, ['wizard_hat', '3d_glasses', 'ice_frame']], [2, ['basic_cap', 'sunglasses', 'gold_chain', 'rainbow_frame']]] as const) {
      for (const accessoryId of outfit) {
        const price = accessories.find((item) => item.id === accessoryId)!.pricePkr;
        expect((await players[index]!.post('/api/purchase-accessory', { accessoryId, price })).status).toBe(200);
      }
    }
    const phonePage = await open(phone, '/avatar', { colorScheme: 'dark' });
    await phonePage.getByRole('button', { name: 'Buy Crown for 1,000 PKR' }).click();
    await phonePage.getByText('Purchased Successfully').first().waitFor();
    const desktopPage = await open(desktop, '/avatar');
    for (const [tab, item] of [['Frames', 'Fire for 400 PKR'], ['Badges', 'VIP Badge for 5,000 PKR']]) {
      await desktopPage.getByRole('tab', { name: tab }).click();
      await desktopPage.getByRole('button', { name: `Buy ${item}` }).click();
      await desktopPage.getByRole('button', { name: 'Equipped' }).waitFor();
    }
    await desktopPage.getByRole('button', { name: 'Save Changes' }).click();
    await desktopPage.getByText('Avatar Updated').first().waitFor();
    const saved = (await players[0]!.get<{ selectedAccessories: string }>('/api/user')).body.selectedAccessories;
    expect(JSON.parse(saved).sort()).toEqual(['crown', 'fire_frame', 'vip_badge']);

    // Debian's Chromium has no emoji font: an emoji would draw as an empty box or a grey glyph, which the check tells.
    await desktopPage.evaluate('document.body.insertAdjacentHTML("beforeend", `<span id="emoji" style="position:fixed;top:200px;left:200px;font-size:32px">👑</span>`)');
    const emoji = (await drawingsOf(desktopPage, [[desktopPage.locator('#emoji')]]))[0]![0]!;
    expect(emoji.changedShare < 0.1 || emoji.colourfulShare < 0.5, JSON.stringify(emoji)).toBe(true);

    const wornItems = ['crown', 'fire_frame', 'vip_badge'];
    const wearAll = async (page: Page, avatars: [string, Locator][]) => {
      // one of each on every avatar, once the page has read the account: waitFor refuses two
      const items = avatars.map(([, avatar]) => wornItems.map((id) => avatar.locator(`[data-accessory="${id}"]`).filter({ visible: true })));
      for (const item of items.flat()) await item.waitFor();
      const drawings = await drawingsOf(page, wornItems.map((_, index) => items.map((ofAvatar) => ofAvatar[index]!)));
      drawings.forEach((ofItem, index) =>
        ofItem.forEach((drawing, at) => {
          const where = `${avatars[at]![0]}: ${wornItems[index]} ${JSON.stringify(drawing)}`;
          // a frame's ring changes a fifth of the face's box; a hat or a badge, half of its own
          expect(drawing.changedShare, where).toBeGreaterThan(0.1);
          expect(drawing.colourfulShare, where).toBeGreaterThan(0.5);
        }),
      );
    };
    for (const [name, page] of [['phone', phonePage], ['desktop', desktopPage]] as const) {
      await page.goto('/avatar');
      await wearAll(page, [
        [`${name} preview`, page.getByRole('region', { name: 'Preview' })],
        [`${name} header`, page.getByRole('banner').locator('[data-avatar-size]').filter({ visible: true })],
      ]);
      await page.screenshot({ path: join(artifacts, `avatar-dressed-${name}.png`), fullPage: true });
      await page.goto('/leaderboard');
      const row = page.locator(name === 'phone' ? 'ol > li' : 'table tbody tr').first();
      await row.getByText('ayesha').waitFor();
      await wearAll(page, [[`${name} leaderboard row`, row]]);
      await page.screenshot({ path: join(artifacts, `leaderboard-dressed-${name}.png`), fullPage: true });
      await page.context().close();
    }
  }, 120_000);

  it('sends a logged-in player from / to the dashboard', async () => {
    const page = await open(desktop, '/');
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });
});
