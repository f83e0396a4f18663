import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('fairness');
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
        <Fact term={t('recompute.played')}>
          <span className="text-xl font-bold tabular-nums">{formatMultiplier(reveal.crashPoint)}</span>
        </Fact>
        <Fact term={t('recompute.recomputed')}>
          <span className="text-xl font-bold tabular-nums">{verdict.data ? formatMultiplier(verdict.data.crashPoint) : '—'}</span>
        </Fact>
      </dl>
      {verdict.data && <VerdictLines verdict={verdict.data} adminControlled={reveal.adminControlled} />}
      {verdict.isError && <p role="alert" className="text-sm text-red-400">{verdict.error.message}</p>}
      {reveal.adminControlled && (
        <p className="rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 text-sm text-amber-200">
          {t('recompute.adminSet')}
        </p>
      )}
      {stated ? (
        <p className="text-sm text-slate-300">
          {t('recompute.playedWith', { edge: stated.houseEdgePercent, cap: formatMultiplier(stated.maxMultiplier) })}
        </p>
      ) : (
        <PlayedRulesFields values={given} errors={parsed.success ? {} : fieldErrors<PlayedRulesValues>(parsed.error)} onChange={setGiven} />
      )}
      <dl className="grid gap-3">
        <Fact term={t('recompute.roundHash')}>
          <code dir="ltr" className={hashClass}>{reveal.hash}</code>
        </Fact>
        <Fact term={t('recompute.previousHash')}>
          <code dir="ltr" className={hashClass}>{reveal.previousHash}</code>
        </Fact>
        <Fact term={t('recompute.salt')}>
          <code dir="ltr" className={hashClass}>{salt}</code>
        </Fact>
        <Fact term={t('recompute.formula')}>
          <code dir="ltr" className={formulaClass}>{formula}</code>
        </Fact>
      </dl>
    </div>
  );
}
