import type { Page } from 'playwright-core';

/** Latin words an Urdu page may show: the brand, the other language's name on the switch, payment brands. */
export const allowedLatinWords = ['PKR', 'Games', 'English', 'easypaisa', 'jazzcash', 'JazzCash', 'Easypaisa'];

/**
 * Runs in the page (written as text: the tests compile without the DOM's types). It lists the page's direction and
 * language when they are not Urdu's, each English word of three letters or more, and each visible box that runs past
 * the screen sideways, or past the box that scrolls it.
 */
const inPage = `(allowed) => {
  const faults = [];
  const root = document.documentElement;
  if (root.dir !== 'rtl' || root.lang !== 'ur') faults.push('html is dir=' + root.dir + ' lang=' + root.lang);
  for (const word of new Set(document.body.innerText.match(/[A-Za-z]{3,}/g) ?? [])) {
    if (!allowed.includes(word)) faults.push('English word "' + word + '"');
  }
  const scroller = (element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(parent).overflowX)) return parent;
    }
    return null;
  };
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || element.closest('.sr-only, [aria-hidden="true"]')) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    const frame = scroller(element)?.getBoundingClientRect() ?? { left: 0, right: window.innerWidth };
    if (box.left < frame.left - 1 || box.right > frame.right + 1) {
      const text = (element.textContent ?? '').trim().slice(0, 30);
      faults.push('<' + element.tagName.toLowerCase() + '> "' + text + '" spans ' + Math.round(box.left) + '..' + Math.round(box.right) + ' past ' + Math.round(frame.left) + '..' + Math.round(frame.right));
    }
  }
  return faults;
}`;

/** What is wrong with an Urdu page; `names` are the usernames it may show as they are. */
export function urduPageFaults(page: Page, names: readonly string[]): Promise<string[]> {
  return page.evaluate<string[]>(`(${inPage})(${JSON.stringify([...allowedLatinWords, ...names])})`);
}
