import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/src/dev-defaults';

const sourceRoot = join(repoRoot, 'frontend/src');

/**
 * The app's components that draw themselves from a `size` (and a `variant`) and take a `className` to be placed: the
 * classes each one sets itself. A class for one of those properties given beside the component's own would be
 * settled by the stylesheet's order, not by coming last, so it would be ignored or not by chance.
 */
const buttonOwn = /^(?:[\w-]+:)*(?:h-|size-|p[xy]?-|gap-|rounded|font-|text-|bg-|border|ring-|inline-flex$|items-|justify-center$|brightness-)/;
const owned: Record<string, RegExp> = {
  Button: buttonOwn,
  // It hands its class to a Button.
  BackToDashboard: buttonOwn,
  Spinner: /^(?:[\w-]+:)*size-/,
  Brand: /^(?:[\w-]+:)*(?:text-(?:xs|sm|base|lg|\d?xl)$|font-|tracking-|whitespace-|text-white$)/,
};

/** Each written className of a component's opening tag, across lines and past arrow functions in its props. */
const tagClassNames = (source: string, component: string) =>
  [...source.matchAll(new RegExp(`<${component}\\b(?:[^>]|=>)*?className="([^"]*)"`, 'g'))].map((match) => match[1]!);

const clashes = (source: string) =>
  Object.entries(owned).flatMap(([component, own]) =>
    tagClassNames(source, component).flatMap((classes) => classes.split(/\s+/).filter((name) => own.test(name)).map((name) => `${component} ${name}`)),
  );

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe("the classes given to the app's own components", () => {
  it('place a component but never restyle it: how it looks comes from its size and variant', () => {
    const found = sources(sourceRoot).flatMap((path) => clashes(readFileSync(path, 'utf8')).map((clash) => `${relative(sourceRoot, path)}: ${clash}`));
    expect(found).toEqual([]);
  });

  it('finds a class that restyles one, across lines and past an arrow function', () => {
    const source = `<Button variant="secondary"\n onClick={() => go(1)} className="mt-2 w-full px-2 sm:text-lg hover:bg-red-950 tabular-nums">
      <Spinner className="mx-auto size-4 text-slate-400" /> <Brand className="relative text-2xl" /></Button>`;
    expect(clashes(source)).toEqual(['Button px-2', 'Button sm:text-lg', 'Button hover:bg-red-950', 'Spinner size-4', 'Brand text-2xl']);
    expect(clashes('<Button asChild className="justify-self-start whitespace-nowrap flex-1"><Brand className="lg:hidden" />')).toEqual([]);
  });
});
