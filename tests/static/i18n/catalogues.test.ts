import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../infra/src/dev-defaults';
import { missingKeys } from './catalogue-keys';
import { userFacingLiterals } from './user-facing-literals';

const sourceRoot = join(repoRoot, 'frontend/src');
const localesDir = join(sourceRoot, 'i18n/locales');

/** The app's own components: not its tests, nor the helpers that draw pages for them (`src/testing`). */
function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(sourceRoot, 'testing') ? [] : components(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('the app speaks English and Urdu in full', () => {
  it('has every key of every English catalogue in Urdu, and every Urdu key in English', () => {
    expect(missingKeys(localesDir, ['en', 'ur'])).toEqual([]);
  });

  it('keeps every text a person reads in the catalogues, not in a component', () => {
    const found = components(sourceRoot).flatMap((path) =>
      userFacingLiterals(path, readFileSync(path, 'utf8')).map(({ line, text }) => `${relative(sourceRoot, path)}:${line}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('finds JSX text and read attributes with letters, and lets numbers, symbols and the allowed texts pass', () => {
    const source = `const A = () => <p title="Close" aria-label={open ? 'Hide' : label}>Hello {name} <b>12 · 3</b> PKR <i alt={t('x')} /></p>;`;
    expect(userFacingLiterals('a.tsx', source).map(({ text }) => text)).toEqual(['Close', 'Hide', 'Hello']);
  });

  it('names a key one language lacks', () => {
    const fixtures = join(repoRoot, 'tests/static/fixtures/catalogues');
    expect(missingKeys(fixtures, ['en', 'ur'])).toEqual(['ur/shell.json: menu.close', 'en/shell.json: menu.extra']);
  });
});
