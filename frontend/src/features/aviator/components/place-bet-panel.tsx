import { limits } from '@pkr/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { QUICK_AMOUNTS } from '../utils/rules';

type PlaceBetPanelProps = { canBet: boolean; placing: boolean; onBet: (amount: number) => void };

/** The amount, the quick amounts and the bet button; the page judges the bet (spec section 5). */
export function PlaceBetPanel({ canBet, placing, onBet }: PlaceBetPanelProps) {
  const [amount, setAmount] = useState(String(QUICK_AMOUNTS[0]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty or unreadable amount reads as 0, so the player sees the minimum's message.
    onBet(Number(amount) || 0);
  };

  return (
    <section aria-label="Place Bet" className="rounded-2xl border border-slate-800 bg-slate-900 p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-400 uppercase">Place Bet</h2>
      <form noValidate onSubmit={submit} className="mt-3 grid gap-3">
        <label htmlFor="aviator-amount" className="text-sm text-slate-300">
          Bet Amount (PKR)
        </label>
        <input
          id="aviator-amount"
          type="number"
          inputMode="numeric"
          min={limits.betMinPkr}
          max={limits.betMaxPkr}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          className="h-11 rounded-lg border border-slate-700 bg-slate-950 px-3 text-white tabular-nums focus:border-emerald-400 focus:outline-none"
        />
        <div className="grid grid-cols-4 gap-2">
          {QUICK_AMOUNTS.map((quick) => (
            <Button key={quick} variant="secondary" size="sm" onClick={() => setAmount(String(quick))}>
              {quick}
            </Button>
          ))}
        </div>
        <Button type="submit" size="lg" disabled={!canBet || placing}>
          {placing && <Spinner />}
          Place Bet
        </Button>
      </form>
    </section>
  );
}
