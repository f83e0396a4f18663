import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { decodePng } from './png';

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

// In the page (the tests compile without the DOM's types): each element of the panel with text of its own, its box
// and its colour (through a canvas pixel, whatever the colour's notation); then every such text is made invisible.
const hideTexts = `(selector) => {
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgb = (color) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  };
  const ownText = (node) => [...node.childNodes].filter((child) => child.nodeType === 3).map((child) => child.textContent.trim()).join(' ').trim();
  const texts = [...document.querySelector(selector).querySelectorAll('*')]
    .filter((node) => ownText(node) !== '')
    .map((node) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { node, text: ownText(node), rgb: rgb(getComputedStyle(node).color), box: { x, y, width, height } };
    });
  for (const { node } of texts) {
    node.style.setProperty('color', 'transparent', 'important');
    node.style.setProperty('text-shadow', 'none', 'important');
  }
  return texts.map(({ node, ...text }) => text);
}`;

type Rgb = [number, number, number];
interface PanelText {
  text: string;
  rgb: Rgb;
  box: { x: number; y: number; width: number; height: number };
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (one: Rgb, other: Rgb) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * The contrast of each text inside `panel` against what is drawn behind it, read from the screen with the texts
 * hidden: the worst pixel of its box counts. Axe judges no text over a gradient or a blurred glow; this does. One
 * entry per text, lowest first. The texts stay hidden afterwards.
 */
export async function renderedContrasts(page: Page, panel: string): Promise<{ text: string; ratio: number }[]> {
  const texts = await page.evaluate<PanelText[]>(`(${hideTexts})(${JSON.stringify(panel)})`);
  const screen = decodePng(await page.screenshot());
  return texts
    .map(({ text, rgb, box }) => {
      let worst = Infinity;
      for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(screen.height, Math.ceil(box.y + box.height)); y += 1) {
        for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(screen.width, Math.ceil(box.x + box.width)); x += 1) {
          worst = Math.min(worst, ratio(rgb, screen.rgb(x, y)));
        }
      }
      return { text, ratio: Math.round(worst * 100) / 100 };
    })
    .sort((a, b) => a.ratio - b.ratio);
}
