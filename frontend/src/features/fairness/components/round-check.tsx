import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useFairness } from '../api/get-fairness';
import { useRoundReveal } from '../api/get-round-reveal';
import { gameNames } from '../utils/game-names';
import type { RoundQuery } from '../utils/round-query';
import { RoundRecomputation } from './round-recomputation';

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p className="text-sm text-red-400">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function CheckBody({ game, round }: RoundQuery) {
  const reveal = useRoundReveal(game, round);
  const fairness = useFairness(game);
  if (reveal.isError) {
    if (isApiError(reveal.error, 404)) {
      return (
        <p role="alert" className="text-sm text-amber-300">
          {gameNames[game]} round #{round} was not found. A round can be checked once it has crashed; check the game and the round number.
        </p>
      );
    }
    return <Failure message={getErrorMessage(reveal.error, 'The round could not be loaded.')} onRetry={() => void reveal.refetch()} />;
  }
  if (fairness.isError) {
    return <Failure message={getErrorMessage(fairness.error, `The ${gameNames[game]} salt could not be loaded.`)} onRetry={() => void fairness.refetch()} />;
  }
  if (reveal.isPending || fairness.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
        <Spinner className="text-emerald-400" /> Loading the round...
      </p>
    );
  }
  if (fairness.data.salt === null) {
    return <p className="text-sm text-amber-300">The salt is not fixed yet, so no round has been played and none can be checked.</p>;
  }
  return <RoundRecomputation reveal={reveal.data} salt={fairness.data.salt} />;
}

/** One round checked: its reveal and its game's salt loaded, then recomputed; each way of failing said plainly. */
export function RoundCheck(query: RoundQuery) {
  return (
    <section aria-labelledby="checked-round" className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6">
      <h3 id="checked-round" className="text-lg font-bold text-white">
        {gameNames[query.game]} round #{query.round}
      </h3>
      <CheckBody {...query} />
    </section>
  );
}
