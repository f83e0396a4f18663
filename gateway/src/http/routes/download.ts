import { access } from 'node:fs/promises';
import { AppError } from '@pkr/contracts';
import { Router } from 'express';
import type { RouteDeps } from '../route-deps';

/** The name the downloaded file is saved under. */
export const APK_FILE_NAME = 'pkr-games.apk';
export const apkMissingMessage = 'The Android app is not available for download yet. Please check back soon.';

/** `GET /api/download/apk`: the package the operator configures (APK_PATH), or a 404 that says so. */
export function downloadRoutes({ config }: RouteDeps): Router {
  const router = Router();

  router.get('/download/apk', async (_req, res) => {
    const path = config.apkPath;
    const present = path !== undefined && (await access(path).then(() => true, () => false));
    if (!present) throw new AppError('NOT_FOUND', apkMissingMessage);
    res.setHeader('Content-Type', 'application/vnd.android.package-archive');
    res.download(path, APK_FILE_NAME);
  });

  return router;
}
