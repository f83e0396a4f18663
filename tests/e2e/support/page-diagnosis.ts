import type { Page, Request } from 'playwright-core';
import { onTestFailed } from 'vitest';

const ANSWER_WITHIN_MS = 2_000;
const MOST_NOTES = 8;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** What the page shows, or that its main thread did not answer (a page busy in a script answers nothing). */
export async function pageState(page: Page): Promise<string> {
  if (page.isClosed()) return 'closed';
  const state = page.evaluate('`${document.readyState}: ${(document.body?.innerText ?? "").replace(/\\s+/g, " ").slice(0, 120)}`');
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer in ${seconds(ANSWER_WITHIN_MS)}`), ANSWER_WITHIN_MS);
  });
  return Promise.race([state.then(String), silence])
    .catch((error: Error) => `unreadable: ${error.message.split('\n')[0]}`)
    .finally(() => clearTimeout(timer));
}

/**
 * Watches a page for the test that opened it; when that test fails, the run's summary shows where the page was,
 * what it showed, each request still open (and for how long), and the requests that failed and the page's errors.
 * A test that fails on a page that never drew tells which request or script it was waiting for.
 */
export function diagnoseOnFailure(page: Page): void {
  const opened = Date.now();
  const open = new Map<Request, number>();
  const notes: string[] = [];
  const note = (text: string) => notes.push(`+${seconds(Date.now() - opened)} ${text}`);
  page.on('request', (request) => open.set(request, Date.now()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => {
    open.delete(request);
    note(`failed ${request.method()} ${pathOf(request.url())}: ${request.failure()?.errorText}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()}: ${message.text().slice(0, 160)}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message.split('\n')[0]}`));
  page.on('crash', () => note('page crashed'));

  onTestFailed(async ({ task }) => {
    const now = Date.now();
    const waiting = [...open].map(([request, since]) => `open ${seconds(now - since)}: ${request.method()} ${pathOf(request.url())}`);
    const lines = [`page at ${page.isClosed() ? '(closed)' : pathOf(page.url())} after ${seconds(now - opened)}, ${await pageState(page)}`, ...waiting, ...notes.slice(-MOST_NOTES)];
    task.meta.diagnosis = [...(task.meta.diagnosis ?? []), ...lines];
  });
}
