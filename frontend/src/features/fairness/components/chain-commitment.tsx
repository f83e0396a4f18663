import type { GameType } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { Fact, formulaClass, hashClass } from '@/components/fairness/fact';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useFairness } from '@/lib/fairness/get-fairness';
import { formatMultiplier } from '@/lib/live-game/format';

/** One game's public commitment: its terminating hash, its salt, and the rules of the rounds still to come. */
export function ChainCommitment({ gameType }: { gameType: GameType }) {
  const fairness = useFairness(gameType);
  const { t } = useTranslation('fairness');
  const name = t(`game:names.${gameType}`);
  return (
    <section aria-labelledby={`chain-${gameType}`} aria-busy={fairness.isPending} className="grid content-start gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6">
      <h3 id={`chain-${gameType}`} className="text-lg font-bold text-white">
        {name}
      </h3>
      {fairness.isPending ? (
        <Spinner size="lg" className="text-emerald-400" />
      ) : fairness.isError ? (
        <p className="text-sm text-red-400">{getErrorMessage(fairness.error, t('chain.failed', { game: name }))}</p>
      ) : (
        <>
          <dl className="grid gap-3">
            <Fact term={t('chain.terminatingHash')}>
              <code dir="ltr" className={hashClass}>{fairness.data.terminatingHash}</code>
            </Fact>
            <Fact term={t('chain.salt')}>
              {fairness.data.salt === null ? (
                <span className="text-amber-300">{t('chain.saltPending')}</span>
              ) : (
                <code dir="ltr" className={hashClass}>{fairness.data.salt}</code>
              )}
            </Fact>
            <div className="grid grid-cols-2 gap-3">
              <Fact term={t('chain.houseEdge')}>{fairness.data.houseEdgePercent}%</Fact>
              <Fact term={t('chain.cap')}>{formatMultiplier(fairness.data.maxMultiplier)}</Fact>
            </div>
            <Fact term={t('chain.formula')}>
              <code dir="ltr" className={formulaClass}>{fairness.data.formula}</code>
            </Fact>
          </dl>
          <p className="text-xs text-slate-500">{t('chain.note')}</p>
        </>
      )}
    </section>
  );
}
