import { RoundCheckBody } from '@/components/fairness/round-check-body';
import { gameNames } from '@/lib/fairness/game-names';
import type { RoundQuery } from '../utils/round-query';

/** The round asked for on the fairness page, under its game and number. */
export function RoundCheck({ game, round }: RoundQuery) {
  const name = gameNames[game];
  return (
    <section aria-labelledby="checked-round" className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6">
      <h3 id="checked-round" className="text-lg font-bold text-white">
        {name} round #{round}
      </h3>
      <RoundCheckBody
        game={game}
        round={round}
        notFound={`${name} round #${round} was not found. A round can be checked once it has crashed; check the game and the round number.`}
      />
    </section>
  );
}
