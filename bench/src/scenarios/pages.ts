import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from '../../../infra/src/dev-defaults';
import type { ScenarioContext } from './context';

export interface PageRow {
  route: string;
  performance?: number;
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
  /** The entry script and its preloads in the built index.html: what every route loads first, gzipped. */
  buildEntryJsKiB: { raw: number; gzip: number } | null;
  routes: PageRow[];
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
 * meets them (at `/`, the landing page), the others logged in as a player.
 */
export async function runPages(context: ScenarioContext): Promise<PagesResult> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const distDir = join(repoRoot, 'frontend/dist');
  const result: PagesResult = { chromium: chromePath, budgetKiB: context.profile.pages.firstLoadBudgetKiB, buildEntryJsKiB: buildEntryJs(distDir), routes: [] };
  if (!result.buildEntryJsKiB) {
    result.routes = context.profile.pages.routes.map((route) => ({ route, error: 'frontend not built (npm run build --workspace @pkr/frontend)' }));
    return result;
  }
  const [player] = await context.players(1);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    for (const route of context.profile.pages.routes) {
      const visitor = context.profile.pages.visitorRoutes.includes(route);
      const label = visitor ? `${route} (visitor)` : route;
      context.log(`pages: Lighthouse mobile on ${label}`);
      try {
        const run = await lighthouse(`${context.stack.gatewayUrl}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: visitor ? {} : { Cookie: player?.cookie ?? '' },
        });
        const lhr = run?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no report');
        const items = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
        result.routes.push({
          route: label,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          firstLoadJsKiB: kib(items.find((item) => item.resourceType === 'script')?.transferSize ?? 0),
          largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        });
      } catch (error) {
        result.routes.push({ route: label, error: error instanceof Error ? error.message : String(error) });
      }
    }
  } finally {
    chrome.kill();
  }
  return result;
}
