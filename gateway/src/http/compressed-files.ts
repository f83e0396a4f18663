import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

export type Encoding = 'br' | 'gzip';

const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map', '.webmanifest']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the client accepts (brotli before gzip), honouring `q=0` as a refusal. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

interface Entry {
  mtimeMs: number;
  size: number;
  body: Promise<Buffer | undefined>;
}

/**
 * Sends text files compressed, each file and encoding compressed once and kept in memory until the file
 * changes: the built app is a few hundred KiB, and compressing per request would cost more CPU than it saves.
 * A brotli file the build wrote beside a file is sent in its place.
 */
export class CompressedFiles {
  private readonly cache = new Map<string, Entry>();

  static isCompressible(file: string): boolean {
    return compressible.has(extname(file).toLowerCase());
  }

  /** Answers with the compressed file and returns true, or returns false for the caller to send it as is. */
  async send(req: Request, res: Response, file: string, cacheControl: string): Promise<boolean> {
    if (!CompressedFiles.isCompressible(file)) return false;
    res.vary('Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return false;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return false;
    const body = await this.compressed(file, encoding, info.mtimeMs, info.size);
    if (!body) return false;
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Last-Modified', info.mtime.toUTCString());
    res.setHeader('ETag', `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${encoding}"`);
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    res.type(extname(file));
    res.setHeader('Content-Length', body.length);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
    return true;
  }

  private compressed(file: string, encoding: Encoding, mtimeMs: number, size: number): Promise<Buffer | undefined> {
    const key = `${encoding}:${file}`;
    const cached = this.cache.get(key);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
    const body = (encoding === 'br' ? precompressed(file, mtimeMs) : Promise.resolve(undefined)).then(async (built) => {
      if (built) return built;
      const raw = await readFile(file);
      const packed =
        encoding === 'br'
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : await gzipAsync(raw, { level: 9 });
      // A tiny file can grow when compressed: send it as it is.
      return packed.length < raw.length ? packed : undefined;
    });
    const settled = body.catch(() => {
      // Gone between stat and read: the static handler answers (404), and the next request tries again.
      this.cache.delete(key);
      return undefined;
    });
    this.cache.set(key, { mtimeMs, size, body: settled });
    return settled;
  }
}

/**
 * The brotli file the build wrote beside `file` (`frontend/build/precompress.ts`), at a quality too slow to reach
 * for here; one older than the file is of an earlier build, and is passed over.
 */
async function precompressed(file: string, mtimeMs: number): Promise<Buffer | undefined> {
  const info = await stat(`${file}.br`).catch(() => undefined);
  if (!info?.isFile() || info.mtimeMs < mtimeMs) return undefined;
  return readFile(`${file}.br`).catch(() => undefined);
}
