import { i18next } from '@/i18n';

/** GET /api/download/apk: the Android package, saved under the app's name. */
export const APK_URL = '/api/download/apk';

/** Asks first whether a package is there (HEAD), so a missing one is a message rather than a broken file. */
export async function apkAvailable(): Promise<{ ok: true } | { ok: false; message: string }> {
  const response = await fetch(APK_URL, { method: 'HEAD', credentials: 'include' });
  if (response.ok) return { ok: true };
  return { ok: false, message: i18next.t(response.status === 404 ? 'download:button.notYet' : 'download:button.failed') };
}

export function startApkDownload(): void {
  const link = document.createElement('a');
  link.href = APK_URL;
  link.download = 'pkr-games.apk';
  document.body.append(link);
  link.click();
  link.remove();
}
