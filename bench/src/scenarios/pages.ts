import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { repoRoot } from '../../../infra/src/dev-defaults';
import type { ScenarioContext } from './context';
import { type FlightLoadRow, measureFlightLoad, NO_LOAD } from './flight-load';

export interface PageRow {
  route: string;
  /** The median run's scores (Lighthouse's own pick: the run nearest the median first paint and interactive time). */
  performance?: number;
  /** Every finished run's performance score, in the order they ran: one number from this box says little. */
  performanceRuns?: number[];
  /** The runs Lighthouse could not finish, by its error code (such as NO_FCP, a trace without a first paint). */
  failedRuns?: string[];
  accessibility?: number;
  /** JavaScript a phone downloads to show the route (compressed bytes on the wire), from Lighthouse's network log. */
  firstLoadJsKiB?: number;
  largestContentfulPaintMs?: number;
  totalBlockingTimeMs?: number;
  error?: string;
}

export interface PagesResult {
  chromium: string;
  budgetKiB: number;
  runsPerRoute: number;
  /** The entry script and its preloads in the built index.html: what every route loads first, gzipped. */
  buildEntryJsKiB: { raw: number; gzip: number } | null;
  routes: PageRow[];
  /** The live game pages' main thread at 4x CPU slow-down, by the round's phase. */
  flight?: FlightLoadRow[];
}

const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** First-load JS of the Vite build: the module entry and its modulepreloads named in dist/index.html. */
function buildEntryJs(distDir: string): PagesResult['buildEntryJsKiB'] {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return null;
  const html = readFileSync(index, 'utf8');
  const files = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((match) => match[1] ?? match[2]);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const content = readFileSync(join(distDir, (file as string).replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return { raw: kib(raw), gzip: kib(gzip) };
}

/**
 * Scenario 6: Lighthouse's mobile emulation (its default) on Debian's chromium: the public routes as a visitor
 * meets them (at `/`, the landing page), the others logged in as a player. Each route is loaded several times and
 * the median run reported, as Lighthouse's documentation advises for a score that varies from run to run.
 */
export async function runPages(context: ScenarioContext): Promise<PagesResult> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const distDir = join(repoRoot, 'frontend/dist');
  const { routes, visitorRoutes, runsPerRoute, firstLoadBudgetKiB } = context.profile.pages;
  const result: PagesResult = { chromium: chromePath, budgetKiB: firstLoadBudgetKiB, runsPerRoute, buildEntryJsKiB: buildEntryJs(distDir), routes: [] };
  if (!result.buildEntryJsKiB) {
    result.routes = routes.map((route) => ({ route, error: 'frontend not built (npm run build --workspace @pkr/frontend)' }));
    return result;
  }
  const [player] = await context.players(1);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    for (const route of routes) {
      const visitor = visitorRoutes.includes(route);
      const label = visitor ? `${route} (visitor)` : route;
      try {
        const runs: Result[] = [];
        for (let run = 1; run <= runsPerRoute; run += 1) {
          context.log(`pages: Lighthouse mobile on ${label}, run ${run} of ${runsPerRoute}`);
          runs.push(await audit(`${context.stack.gatewayUrl}${route}`, chrome.port, visitor ? {} : { Cookie: player?.cookie ?? '' }));
        }
        result.routes.push(medianRow(label, runs));
      } catch (error) {
        result.routes.push({ route: label, error: error instanceof Error ? error.message : String(error) });
      }
    }
  } finally {
    chrome.kill();
  }
  result.flight = [];
  for (const route of context.profile.pages.flightRoutes) {
    context.log(`pages: ${route}'s main thread at 4x CPU slow-down for ${context.profile.pages.flightSeconds} s`);
    try {
      const load = await measureFlightLoad({ chromePath, url: `${context.stack.gatewayUrl}${route}`, cookie: player?.cookie ?? '', seconds: context.profile.pages.flightSeconds });
      result.flight.push({ route, ...load });
    } catch (error) {
      result.flight.push({ route, ...NO_LOAD, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}

async function audit(url: string, port: number, extraHeaders: Record<string, string>): Promise<Result> {
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders });
  if (!run?.lhr) throw new Error('Lighthouse returned no report');
  return run.lhr;
}

/**
 * The route's row from its runs: Lighthouse's median of the runs it finished. A run that ended in a runtime
 * error (now and then a trace without a first paint on this headless chromium) has no metrics to rank.
 */
function medianRow(route: string, runs: Result[]): PageRow {
  const finished = runs.filter((lhr) => !lhr.runtimeError);
  const failedRuns = runs.flatMap((lhr) => (lhr.runtimeError ? [lhr.runtimeError.code] : []));
  if (finished.length === 0) throw new Error(`no run finished: ${failedRuns.join(', ')}`);
  return { route, ...rowOf(computeMedianRun(finished)), performanceRuns: finished.map(performanceOf), ...(failedRuns.length > 0 ? { failedRuns } : {}) };
}

const performanceOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

function rowOf(lhr: Result): Omit<PageRow, 'route'> {
  const items = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  return {
    performance: performanceOf(lhr),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    firstLoadJsKiB: kib(items.find((item) => item.resourceType === 'script')?.transferSize ?? 0),
    largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
  };
}
