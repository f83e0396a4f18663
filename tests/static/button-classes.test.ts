import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/src/dev-defaults';

const sourceRoot = join(repoRoot, 'frontend/src');

/** The opening tag of a `Button` (or of `BackToDashboard`, which hands its class to one) with a written className. */
const buttonClassName = /<(?:Button|BackToDashboard)\b(?:[^>]|=>)*?className="([^"]*)"/g;

/**
 * Classes for what a button's `size` and `variant` already set: height, padding, gap, corners, weight, type size and
 * colour, background, border, ring, and the flex box. Beside the variant's own, which of the two applies is decided
 * by the stylesheet's order, so such a class is ignored or not by chance.
 */
const setByTheButton = /^(?:[\w-]+:)*(?:h-|size-|p[xy]?-|gap-|rounded|font-|text-|bg-|border|ring-|inline-flex$|items-|justify-center$|brightness-)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

const clashes = (source: string) =>
  [...source.matchAll(buttonClassName)].flatMap((match) => match[1]!.split(/\s+/).filter((name) => setByTheButton.test(name)));

describe("a button's classes", () => {
  it("place a button but never restyle it: what it looks like comes from its size and variant", () => {
    const found = sources(sourceRoot).flatMap((path) => clashes(readFileSync(path, 'utf8')).map((name) => `${relative(sourceRoot, path)}: ${name}`));
    expect(found).toEqual([]);
  });

  it('finds a class that restyles a button, across lines and past an arrow function', () => {
    const source = `<Button variant="secondary"\n onClick={() => go(1)} className="mt-2 w-full px-2 sm:text-lg hover:bg-red-950 tabular-nums">`;
    expect(clashes(source)).toEqual(['px-2', 'sm:text-lg', 'hover:bg-red-950']);
    expect(clashes('<Button asChild className="justify-self-start whitespace-nowrap flex-1">')).toEqual([]);
  });
});
