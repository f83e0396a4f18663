import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest']);
const brotli = promisify(brotliCompress);

/**
 * Writes `<file>.br` beside every text file of the build, at brotli's highest quality: about 7 % smaller than
 * the quality a server can afford per request, paid once here, where the gateway would pay it on a player's first
 * load. The gateway sends these files as they are (`gateway/src/http/compressed-files.ts`).
 */
export async function precompressDirectory(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && compressible.has(extname(entry.name))).map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const packed = await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
      if (packed.length < raw.length) await writeFile(`${file}.br`, packed);
    }),
  );
}

/** The Vite plugin that runs `precompressDirectory` on the build's output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pkr-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressDirectory(outDir),
  };
}
