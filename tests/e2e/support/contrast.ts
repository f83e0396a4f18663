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

// In the page (the tests compile without the DOM's types): WCAG luminance of any CSS colour, through a canvas pixel.
const gradientStartContrasts = `(selector) => {
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const luminance = (color) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const panel = document.querySelector(selector);
  const start = /(?:oklch|oklab|lab|lch|rgba?|color)\\([^)]*\\)/.exec(getComputedStyle(panel).backgroundImage)?.[0];
  if (start === undefined) throw new Error(selector + ' has no gradient');
  const background = luminance(start);
  const ownText = (node) => [...node.childNodes].filter((child) => child.nodeType === 3).map((child) => child.textContent.trim()).join(' ').trim();
  return [...panel.querySelectorAll('*')]
    .filter((node) => ownText(node) !== '')
    .map((node) => {
      const text = luminance(getComputedStyle(node).color);
      const ratio = (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
      return { text: ownText(node), ratio: Math.round(ratio * 100) / 100 };
    })
    .sort((a, b) => a.ratio - b.ratio);
}`;

/**
 * The contrast of each text inside `panel` against the colour its background gradient begins with, a corner that
 * axe leaves unjudged (it judges no text over a gradient): one entry per text, lowest first.
 */
export function contrastsAtGradientStart(page: Page, panel: string): Promise<{ text: string; ratio: number }[]> {
  return page.evaluate(`(${gradientStartContrasts})(${JSON.stringify(panel)})`);
}
