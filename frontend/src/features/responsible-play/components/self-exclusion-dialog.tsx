import { exclusionEnd, pakistanTime, type ExclusionPeriod } from '@pkr/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-2xl border border-slate-800 bg-slate-900 p-6 shadow-2xl shadow-black/60 focus:outline-none">
          <div>
            <Dialog.Title className="text-lg font-semibold text-white">
              Exclude yourself for {period ? exclusionLabels[period] : ''}?
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-400">It starts now and lasts until {end}.</Dialog.Description>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
