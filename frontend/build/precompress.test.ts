import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pkr-precompress-'));
    mkdirSync(join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli file beside each script, page and style, decoding to it and smaller than the gateway would make it', async () => {
    const script = appSource();
    writeFileSync(join(dir, 'assets', 'index-1a2b.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head>${'<meta name="x" content="y">'.repeat(40)}</head></html>`);
    await precompressDirectory(dir);
    const packed = readFileSync(join(dir, 'assets', 'index-1a2b.js.br'));
    expect(brotliDecompressSync(packed).toString()).toBe(script);
    const onTheFly = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    expect(packed.length).toBeLessThan(onTheFly.length);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toContain('<!doctype html>');
  });

  it('leaves pictures as they are, and a file compression would only grow', async () => {
    writeFileSync(join(dir, 'assets', 'plane-3c4d.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    writeFileSync(join(dir, 'dot.svg'), '<svg/>');
    await precompressDirectory(dir);
    expect(existsSync(join(dir, 'assets', 'plane-3c4d.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'dot.svg.br'))).toBe(false);
  });
});

/** Real code to compress: the app's own components, read together as a bundle holds them. */
function appSource(): string {
  const components = resolve(import.meta.dirname, '../src/components');
  const files = readdirSync(components, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx')).sort();
  return files.map((file) => readFileSync(join(components, file), 'utf8')).join('\n');
}
