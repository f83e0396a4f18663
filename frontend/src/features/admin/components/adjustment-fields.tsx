import * as Label from '@radix-ui/react-label';
import { Button } from '@/components/ui/button';

type AdjustmentFieldsProps = {
  amountText: string;
  reason: string;
  onAmountText: (text: string) => void;
  /** +1 adds one step of 100 PKR, -1 takes one away. */
  onStep: (direction: 1 | -1) => void;
  onReason: (reason: string) => void;
};

const inputClass =
  'h-11 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3.5 text-sm text-slate-100 placeholder:text-slate-500 focus:border-emerald-400 focus:ring-2 focus:ring-emerald-500/30 focus:outline-none';

/** The amount with its −/+ steppers, and the required reason. */
export function AdjustmentFields({ amountText, reason, onAmountText, onStep, onReason }: AdjustmentFieldsProps) {
  return (
    <>
      <div className="grid gap-1.5">
        <Label.Root htmlFor="adjustment-amount" className="text-sm font-medium text-slate-200">
          Amount (PKR)
        </Label.Root>
        <div className="flex gap-2">
          <Button variant="secondary" aria-label="Decrease by 100" onClick={() => onStep(-1)} className="w-11 px-0 text-lg">
            −
          </Button>
          <input
            id="adjustment-amount"
            inputMode="numeric"
            value={amountText}
            onChange={(event) => onAmountText(event.target.value)}
            className={`${inputClass} text-center tabular-nums`}
          />
          <Button variant="secondary" aria-label="Increase by 100" onClick={() => onStep(1)} className="w-11 px-0 text-lg">
            +
          </Button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label.Root htmlFor="adjustment-reason" className="text-sm font-medium text-slate-200">
          Reason
        </Label.Root>
        <input
          id="adjustment-reason"
          placeholder="Why the balance changes, e.g. bonus or correction"
          value={reason}
          onChange={(event) => onReason(event.target.value)}
          className={inputClass}
        />
      </div>
    </>
  );
}
