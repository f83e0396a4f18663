import { existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import express, { type RequestHandler, Router } from 'express';
import { CompressedFiles } from './compressed-files';

// Vite names built assets by content hash, so they never change under the same URL.
const assetCacheControl = 'public, max-age=31536000, immutable';
// The page names the current asset hashes, so browsers must revalidate it on every load.
const pageCacheControl = 'no-cache';

/**
 * The built frontend with an SPA fallback: any path without a file extension is a client route and gets
 * index.html. Text files go out brotli- or gzip-compressed to a browser that accepts it. A missing build
 * answers 503 saying how to make one, rather than a bare 404.
 */
export function staticSite(staticDir: string): Router {
  const router = Router();
  const files = new CompressedFiles();
  const root = resolve(staticDir);
  router.use('/assets', compressedFrom(files, join(root, 'assets'), assetCacheControl));
  router.use('/assets', express.static(join(root, 'assets'), { index: false, immutable: true, maxAge: '1y' }));
  router.use(compressedFrom(files, root, 'public, max-age=0'));
  router.use(express.static(root, { index: false }));

  router.use(async (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || extname(req.path) !== '') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!existsSync(join(root, 'index.html'))) {
      res
        .status(503)
        .type('text/plain')
        .send(`The frontend is not built (no index.html in ${root}). Build it with: npm run build --workspace @pkr/frontend`);
      return;
    }
    if (await files.send(req, res, join(root, 'index.html'), pageCacheControl)) return;
    res.setHeader('Cache-Control', pageCacheControl);
    res.sendFile('index.html', { root });
  });
  return router;
}

/** The compressed form of a file under `dir`, when there is one the client accepts; otherwise the next handler. */
function compressedFrom(files: CompressedFiles, dir: string, cacheControl: string): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = resolve(dir, `.${path}`);
    if (!file.startsWith(dir + sep) || !CompressedFiles.isCompressible(file)) return next();
    if (!(await files.send(req, res, file, cacheControl))) next();
  };
}
