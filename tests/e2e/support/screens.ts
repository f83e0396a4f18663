import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

/** Where browser tests leave their screenshots for a person to look at (ignored by git). */
export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

export const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

/**
 * Saves the whole page as `<name>-<viewport>.png` under tests/e2e/artifacts/, after checking that nothing on it
 * is wider than the screen (a phone would scroll sideways). Animations are played to their end first, so a toast
 * that has just appeared is shown where it comes to rest rather than halfway in.
 */
export async function saveScreen(page: Page, name: string, viewport: ViewportName): Promise<void> {
  const pageWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
  if (pageWidth > viewports[viewport].width) throw new Error(`${name} is ${pageWidth}px wide on a ${viewports[viewport].width}px ${viewport} screen`);
  const path = join(artifactsDir, `${name}-${viewport}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
}

/**
 * The floating support button's left edge and the right edge of `control`: the button is clear of the control
 * at any scroll when the gap is zero or more.
 */
export async function supportButtonGap(page: Page, control: Locator): Promise<number> {
  const [support, box] = await Promise.all([page.getByRole('link', { name: 'Customer support chat' }).boundingBox(), control.boundingBox()]);
  if (!support || !box) throw new Error('the support button or the control is not drawn');
  return support.x - (box.x + box.width);
}
