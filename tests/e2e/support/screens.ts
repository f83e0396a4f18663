import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** Where browser tests leave their screenshots for a person to look at (ignored by git). */
export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

export const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

/**
 * Saves the whole page as `<name>-<viewport>.png` under tests/e2e/artifacts/, after checking that nothing on it
 * is wider than the screen (a phone would scroll sideways).
 */
export async function saveScreen(page: Page, name: string, viewport: ViewportName): Promise<void> {
  const pageWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  if (pageWidth > viewports[viewport].width) throw new Error(`${name} is ${pageWidth}px wide on a ${viewports[viewport].width}px ${viewport} screen`);
  const path = join(artifactsDir, `${name}-${viewport}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
}
