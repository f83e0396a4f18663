import type { GameType } from '@pkr/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useFairness } from '@/lib/fairness/get-fairness';
import { useRoundReveal } from '@/lib/fairness/get-round-reveal';
import { gameNames } from '@/lib/fairness/game-names';
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

type RoundCheckBodyProps = {
  game: GameType;
  round: number;
  /** What to say when the server knows no finished round by that number; without it, the server's own words. */
  notFound?: string;
};

/** One round checked: its reveal and its game's salt loaded, then recomputed; each way of failing said plainly. */
export function RoundCheckBody({ game, round, notFound }: RoundCheckBodyProps) {
  const reveal = useRoundReveal(game, round);
  const fairness = useFairness(game);
  if (reveal.isError) {
    if (isApiError(reveal.error, 404)) {
      return (
        <p role="alert" className="text-sm text-amber-300">
          {notFound ?? getErrorMessage(reveal.error, `${gameNames[game]} round #${round} has not finished.`)}
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
  // The round's own chain's salt: a round of a retired chain is checked with that chain's, not the live one's.
  return <RoundRecomputation reveal={reveal.data} salt={reveal.data.salt} formula={fairness.data.formula} />;
}
