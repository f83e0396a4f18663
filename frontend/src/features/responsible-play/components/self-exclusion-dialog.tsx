import { exclusionEnd, pakistanTime, type ExclusionPeriod } from '@pkr/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Spinner } from '@/components/ui/spinner';
import { exclusionLabels } from '../utils/words';

type SelfExclusionDialogProps = {
  period: ExclusionPeriod | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (period: ExclusionPeriod) => void;
  pending: boolean;
};

/** The confirmation before a self-exclusion: what it closes, what stays open, and that nobody can lift it. */
export function SelfExclusionDialog({ period, onOpenChange, onConfirm, pending }: SelfExclusionDialogProps) {
  const { t } = useTranslation('protection');
  const end = period ? pakistanTime(exclusionEnd(period, new Date()), new Date()) : '';
  return (
    <Dialog.Root open={period !== null} onOpenChange={onOpenChange}>
      <DialogFrame
        title={t('exclusion.confirmTitle', { period: period ? exclusionLabels()[period] : '' })}
        description={t('exclusion.confirmDescription', { end })}
      >
        <ul data-testid="exclusion-terms" className="grid list-disc gap-2 ps-5 text-sm text-slate-200">
          <li>{t('exclusion.terms.sessions')}</li>
          <li>{t('exclusion.terms.closed')}</li>
          <li>{t('exclusion.terms.withdrawals')}</li>
          <li className="font-semibold text-white">{t('exclusion.terms.final')}</li>
        </ul>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="ghost">{t('exclusion.keepPlaying')}</Button>
          </Dialog.Close>
          <Button variant="accent" disabled={pending} onClick={() => period && onConfirm(period)}>
            {pending && <Spinner />}
            {t('exclusion.confirm', { end })}
          </Button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
