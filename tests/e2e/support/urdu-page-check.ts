import type { Page } from 'playwright-core';

/**
 * Latin words an Urdu page may show: the brand, the other language's name on the switch, the payment brands as each
 * wallet writes itself, and the name of the fairness page's hash (SHA-256).
 */
export const allowedLatinWords = ['PKR', 'Games', 'English', 'easypaisa', 'jazzcash', 'JazzCash', 'Easypaisa', 'EasyPaisa', 'SHA'];

/**
 * Runs in the page (written as text: the tests compile without the DOM's types). It lists the page's direction and
 * language when they are not Urdu's, each English word of three letters or more, and each visible box that runs past
 * the screen sideways, or past the box that scrolls or clips it.
 */
const inPage = `(allowed, names) => {
  const faults = [];
  const root = document.documentElement;
  if (root.dir !== 'rtl' || root.lang !== 'ur') faults.push('html is dir=' + root.dir + ' lang=' + root.lang);
  // What the player wrote, the ids the server gave, and code (hashes, the fairness formula) are shown as they are:
  // taken out before the words are read.
  const code = [...document.querySelectorAll('code, kbd, samp')].map((element) => element.innerText);
  const text = [...names, ...code].reduce((shown, name) => shown.split(name).join(' '), document.body.innerText);
  for (const word of new Set(text.match(/[A-Za-z]{3,}/g) ?? [])) {
    if (!allowed.includes(word)) faults.push('English word "' + word + '"');
  }
  const scroller = (element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(parent).overflowX)) return parent;
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

/** What is wrong with an Urdu page; `names` are what it may show as they came (usernames, contacts, ids). */
export function urduPageFaults(page: Page, names: readonly string[]): Promise<string[]> {
  return page.evaluate<string[]>(`(${inPage})(${JSON.stringify(allowedLatinWords)}, ${JSON.stringify(names)})`);
}
