import { gameTypes } from '@pkr/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { roundQuerySchema } from '../utils/round-query';
import { ChainCommitment } from './chain-commitment';
import { RoundCheck } from './round-check';
import { RoundCheckForm } from './round-check-form';

/**
 * /fairness, public: each game's chain commitment, and any finished round recomputed in the browser. The round
 * checked is in the address (?game=crash&round=123), so Betting History can link to it and a check can be shared.
 */
export function FairnessPage() {
  const { t } = useTranslation('fairness');
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = { game: searchParams.get('game') ?? '', round: searchParams.get('round') ?? '' };
  const checked = roundQuerySchema.safeParse(asked);
  const initialGame = gameTypes.find((gameType) => gameType === asked.game) ?? 'crash';

  return (
    <main className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-white">{t('page.title')}</h1>
        <p className="max-w-3xl text-sm leading-relaxed text-slate-300">
          {t('page.intro')}
        </p>
      </header>
      <section aria-labelledby="check-a-round" className="grid gap-4">
        <h2 id="check-a-round" className="text-xl font-bold text-white">
          {t('page.check')}
        </h2>
        <RoundCheckForm
          initial={{ game: initialGame, round: asked.round }}
          onCheck={({ game, round }) => setSearchParams({ game, round: String(round) })}
        />
        {checked.success && <RoundCheck key={`${checked.data.game}-${checked.data.round}`} {...checked.data} />}
      </section>
      <section aria-labelledby="chains" className="grid gap-4">
        <h2 id="chains" className="text-xl font-bold text-white">
          {t('page.chains')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {gameTypes.map((gameType) => (
            <ChainCommitment key={gameType} gameType={gameType} />
          ))}
        </div>
      </section>
    </main>
  );
}
