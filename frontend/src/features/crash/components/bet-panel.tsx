import { limits } from '@pkr/contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { LOCALE } from '@/lib/locale';
import { useZodForm } from '@/lib/use-zod-form';
import type { BetRequest } from '../api/place-bet';
import { betFormSchema } from './bet-form-schema';

type BetPanelProps = {
  canBet: boolean;
  placing: boolean;
  onBet: (request: BetRequest) => void;
  children: ReactNode;
};

/** The bet form; the Bet button works only while bets are taken and the user has none riding. */
export function BetPanel({ canBet, placing, onBet, children }: BetPanelProps) {
  const form = useZodForm(betFormSchema, { amount: '', autoCashout: '' });
  return (
    <section aria-label="Place a bet" className="rounded-2xl border border-slate-800 bg-slate-900 p-6">
      <form noValidate aria-label="Bet" onSubmit={form.handleSubmit(onBet)} className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="crash-amount"
          label="Bet Amount (PKR)"
          type="number"
          inputMode="decimal"
          min={limits.betMinPkr}
          max={limits.betMaxPkr}
          step="0.01"
          placeholder={`${limits.betMinPkr} to ${limits.betMaxPkr.toLocaleString(LOCALE)}`}
          {...form.register('amount')}
        />
        <FormField
          id="crash-auto-cashout"
          label="Auto Cash-out (optional)"
          type="number"
          inputMode="decimal"
          min={limits.autoCashoutMin}
          step="0.01"
          placeholder={`e.g. 2.00 (at least ${limits.autoCashoutMin})`}
          {...form.register('autoCashout')}
        />
        <Button type="submit" size="lg" disabled={!canBet || placing} className="w-full">
          {placing && <Spinner />}
          Bet
        </Button>
        {children}
      </form>
    </section>
  );
}
