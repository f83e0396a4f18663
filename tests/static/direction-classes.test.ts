import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/src/dev-defaults';

const sourceRoot = join(repoRoot, 'frontend/src');

/** Classes that place by left and right, which a right-to-left page (Urdu) would need mirrored by hand. */
const physical =
  /(?<=[\s"'`:])(-?(?:ml|mr|pl|pr)-[\w./[\]-]+|-?(?:left|right)-(?!1\/2\b)[\w./[\]-]+|text-(?:left|right)|rounded-(?:tl|tr|bl|br|l|r)(?:-\w+)?|border-(?:l|r)(?:-[\w-]+)?)(?=[\s"'`]|$)/gm;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the app places things by start and end', () => {
  it('uses no left or right classes but centring, so an Urdu page can run right to left', () => {
    const found = sources(sourceRoot).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(physical)].map((match) => `${relative(sourceRoot, path)}: ${match[1]}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a left or right class where one is written', () => {
    expect(' text-left pr-4 lg:right-4 left-1/2 ms-2'.match(physical)).toEqual(['text-left', 'pr-4', 'right-4']);
  });
});
