import type { Locator, Page } from 'playwright-core';
import { decodePng, type Pixels } from './png';

/** What an element adds to the screen: the share of its box it changes, and the share of those it paints in colour. */
export interface Drawing {
  changedShare: number;
  colourfulShare: number;
}

/** How far a pixel is from grey: its largest channel less its smallest. */
const CHROMA_OF_COLOUR = 40;

type Box = { x: number; y: number; width: number; height: number };

function compare(drawn: Pixels, blank: Pixels, box: Box): Drawing {
  let [changed, colourful, area] = [0, 0, 0];
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(drawn.height, Math.ceil(box.y + box.height)); y += 1) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(drawn.width, Math.ceil(box.x + box.width)); x += 1) {
      area += 1;
      const [r, g, b] = drawn.rgb(x, y);
      const [br, bg, bb] = blank.rgb(x, y);
      if (Math.abs(r - br) + Math.abs(g - bg) + Math.abs(b - bb) < 48) continue;
      changed += 1;
      if (Math.max(r, g, b) - Math.min(r, g, b) >= CHROMA_OF_COLOUR) colourful += 1;
    }
  }
  return { changedShare: area === 0 ? 0 : changed / area, colourfulShare: changed === 0 ? 0 : colourful / changed };
}

const hide = (node: { style: { visibility: string } }, hidden: boolean) => void (node.style.visibility = hidden ? 'hidden' : '');

/**
 * Compares each group's boxes as drawn with the same boxes with that group hidden (the blank one), one group at a
 * time, on the screen as it stands. A picture drawn from its file changes much of its box, in colour; a missing
 * glyph's empty box changes only its thin outline, and a glyph from a font without colour paints only greys.
 */
export async function drawingsOf(page: Page, groups: Locator[][]): Promise<Drawing[][]> {
  const drawn = decodePng(await page.screenshot({ animations: 'disabled' }));
  const drawings: Drawing[][] = [];
  for (const group of groups) {
    // Held by handle: a locator that asks for visible elements no longer finds one hidden.
    const handles = await Promise.all(group.map((element) => element.elementHandle()));
    const boxes = await Promise.all(handles.map((handle) => handle!.boundingBox()));
    if (boxes.some((box) => box === null)) throw new Error('an element is not drawn');
    for (const handle of handles) await handle!.evaluate(hide, true);
    const blank = decodePng(await page.screenshot({ animations: 'disabled' }));
    for (const handle of handles) await handle!.evaluate(hide, false);
    drawings.push(boxes.map((box) => compare(drawn, blank, box!)));
  }
  return drawings;
}
