import { useTranslation } from 'react-i18next';
import { RoundCheckBody } from '@/components/fairness/round-check-body';
import type { RoundQuery } from '../utils/round-query';

/** The round asked for on the fairness page, under its game and number. */
export function RoundCheck({ game, round }: RoundQuery) {
  const { t } = useTranslation('fairness');
  const name = t(`game:names.${game}`);
  return (
    <section aria-labelledby="checked-round" className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6">
      <h3 id="checked-round" className="text-lg font-bold text-white">
        {t('roundCheck.heading', { game: name, round })}
      </h3>
      <RoundCheckBody
        game={game}
        round={round}
        notFound={t('roundCheck.notFound', { game: name, round })}
      />
    </section>
  );
}
