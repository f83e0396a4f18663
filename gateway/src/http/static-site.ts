import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { Router } from 'express';

/**
 * The built frontend with an SPA fallback: any path without a file extension is a client route and gets
 * index.html. A missing build answers 503 saying how to make one, rather than a bare 404.
 */
export function staticSite(staticDir: string): Router {
  const router = Router();
  // Vite names built assets by content hash, so they never change under the same URL.
  router.use('/assets', express.static(join(staticDir, 'assets'), { index: false, immutable: true, maxAge: '1y' }));
  router.use(express.static(staticDir, { index: false }));

  router.use((req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || extname(req.path) !== '') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!existsSync(join(staticDir, 'index.html'))) {
      res
        .status(503)
        .type('text/plain')
        .send(`The frontend is not built (no index.html in ${staticDir}). Build it with: npm run build --workspace @pkr/frontend`);
      return;
    }
    // The page names the current asset hashes, so browsers must revalidate it on every load.
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile('index.html', { root: staticDir });
  });
  return router;
}
