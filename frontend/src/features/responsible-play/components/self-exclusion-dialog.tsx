import { exclusionEnd, pakistanTime, type ExclusionPeriod } from '@pkr/contracts';
import * as Dialog from '@radix-ui/react-dialog';
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
  const end = period ? pakistanTime(exclusionEnd(period, new Date()), new Date()) : '';
  return (
    <Dialog.Root open={period !== null} onOpenChange={onOpenChange}>
      <DialogFrame
        title={`Exclude yourself for ${period ? exclusionLabels[period] : ''}?`}
        description={`It starts now and lasts until ${end}.`}
      >
        <ul data-testid="exclusion-terms" className="grid list-disc gap-2 ps-5 text-sm text-slate-200">
          <li>Every session you have open ends at once, on every device, and you are logged out.</li>
          <li>Betting, deposits and purchases are closed until the end.</li>
          <li>Withdrawals stay open: you can log in to see your balance and take your money out.</li>
          <li className="font-semibold text-white">It cannot be undone or shortened by anyone: not by you, and not by our staff.</li>
        </ul>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="ghost">Keep playing</Button>
          </Dialog.Close>
          <Button variant="accent" disabled={pending} onClick={() => period && onConfirm(period)}>
            {pending && <Spinner />}
            Exclude me until {end}
          </Button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
