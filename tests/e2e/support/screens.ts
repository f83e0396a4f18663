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

/** Saves the whole page as `<name>-<viewport>.png` under tests/e2e/artifacts/. */
export async function saveScreen(page: Page, name: string, viewport: ViewportName): Promise<void> {
  const path = join(artifactsDir, `${name}-${viewport}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
}
