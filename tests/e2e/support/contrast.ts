import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated rather than added as a script tag: the app's Content-Security-Policy refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { nodes: { target: string[]; any: { message: string }[] }[] }[];
}

/**
 * Every text on the page drawn below WCAG AA contrast (4.5:1, 3:1 when large), as axe-core finds it, the same
 * check Lighthouse's accessibility score makes: one line per element, naming it and its ratio.
 */
export async function lowContrastTexts(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate<AxeResults>("axe.run(document, { runOnly: ['color-contrast'] })");
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`));
}
