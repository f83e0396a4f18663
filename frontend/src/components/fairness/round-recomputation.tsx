import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RoundReveal } from '@/lib/fairness/get-round-reveal';
import { defaultPlayedRules, playedRulesSchema } from '@/lib/fairness/played-rules';
import { verifyRound } from '@/lib/fairness/verify-round';
import { formatMultiplier } from '@/lib/live-game/format';
import { fieldErrors } from '@/lib/use-zod-form';
import { Fact, formulaClass, hashClass } from './fact';
import { PlayedRulesFields, type PlayedRulesValues } from './played-rules-fields';
import { VerdictLines } from './verdict-lines';

type RoundRecomputationProps = { reveal: RoundReveal; salt: string; formula: string };

/**
 * The round recomputed in the browser beside the crash point played, under the edge and cap it was played with,
 * and every input of the recomputation: the round's hash, the salt and the formula.
 */
export function RoundRecomputation({ reveal, salt, formula }: RoundRecomputationProps) {
  const { houseEdgePercent, maxMultiplier } = reveal;
  const stated = houseEdgePercent !== null && maxMultiplier !== null ? { houseEdgePercent, maxMultiplier } : undefined;
  const [given, setGiven] = useState<PlayedRulesValues>(defaultPlayedRules);
  const parsed = playedRulesSchema.safeParse(given);
  const rules = stated ?? (parsed.success ? parsed.data : undefined);
  const verdict = useQuery({
    queryKey: ['verify-round', reveal, salt, rules],
    queryFn: rules ? () => verifyRound(reveal, salt, rules) : skipToken,
    staleTime: Infinity,
    retry: false,
  });

  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3">
        <Fact term="Crash point played">
          <span className="text-xl font-bold tabular-nums">{formatMultiplier(reveal.crashPoint)}</span>
        </Fact>
        <Fact term="Crash point recomputed">
          <span className="text-xl font-bold tabular-nums">{verdict.data ? formatMultiplier(verdict.data.crashPoint) : '—'}</span>
        </Fact>
      </dl>
      {verdict.data && <VerdictLines verdict={verdict.data} adminControlled={reveal.adminControlled} />}
      {verdict.isError && <p role="alert" className="text-sm text-red-400">{verdict.error.message}</p>}
      {reveal.adminControlled && (
        <p className="rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 text-sm text-amber-200">
          An admin set this round's crash point with Game Control, a feature for demos and tests. The round still played its chain hash, so the
          recomputed crash point is the one the chain would have given.
        </p>
      )}
      {stated ? (
        <p className="text-sm text-slate-300">
          Played with a house edge of {stated.houseEdgePercent}% and a cap of {formatMultiplier(stated.maxMultiplier)}.
        </p>
      ) : (
        <PlayedRulesFields values={given} errors={parsed.success ? {} : fieldErrors<PlayedRulesValues>(parsed.error)} onChange={setGiven} />
      )}
      <dl className="grid gap-3">
        <Fact term="Round hash">
          <code className={hashClass}>{reveal.hash}</code>
        </Fact>
        <Fact term="Previous hash">
          <code className={hashClass}>{reveal.previousHash}</code>
        </Fact>
        <Fact term="Salt">
          <code className={hashClass}>{salt}</code>
        </Fact>
        <Fact term="Formula">
          <code className={formulaClass}>{formula}</code>
        </Fact>
      </dl>
    </div>
  );
}
