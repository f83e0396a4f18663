import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { apkAvailable, startApkDownload } from '../api/download-apk';

/** Spec section 9: the download indicator runs 2 s. */
export const DOWNLOAD_INDICATOR_MS = 2_000;
type State = 'idle' | 'downloading' | 'complete';
/** Idle, then 'Downloading...' for 2 s, then 'Download Complete' (spec section 4). */
export function DownloadButton() {
  const { t } = useTranslation('download');
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state !== 'downloading') return;
    const timer = setTimeout(() => setState('complete'), DOWNLOAD_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const download = async () => {
    const answer = await apkAvailable().catch(() => ({ ok: false as const, message: t('button.failed') }));
    if (!answer.ok) {
      toast({ variant: 'destructive', title: t('button.unavailableTitle'), description: answer.message });
      return;
    }
    setState('downloading');
    startApkDownload();
  };

  return (
    <Button size="lg" variant="accent" onClick={download} disabled={state === 'downloading'} className="w-full sm:w-auto">
      {t(`button.${state}`)}
    </Button>
  );
}
