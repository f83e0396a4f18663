import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import type { HttpClient } from './http-client';
import { watchSockets } from './money-answers';
import { diagnoseOnFailure } from './page-diagnosis';

/** Debian's Chromium (apt package `chromium`), headless, with a fresh profile and no traffic to the outside. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Each page a test opens tells what it was doing if the test fails, and keeps its sockets for its money answers. */
function watched(page: Page): void {
  diagnoseOnFailure(page);
  watchSockets(page);
}

/** A fresh browser context for one test: each page it opens tells, if the test fails, what it was doing. */
export async function newContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL });
  context.on('page', watched);
  return context;
}

/** A page in a fresh context of its own, watched like every page a test opens. */
export async function newPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const page = await browser.newPage(options);
  watched(page);
  return page;
}

/** A browser context that continues the player's API session: the same cookies, on the stack's address. */
export async function contextFor(browser: Browser, player: HttpClient, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(browser, player.baseUrl, options);
  await context.addCookies(
    player
      .cookieHeader()
      .split('; ')
      .map((pair) => {
        const index = pair.indexOf('=');
        return { name: pair.slice(0, index), value: pair.slice(index + 1), url: player.baseUrl };
      }),
  );
  return context;
}
