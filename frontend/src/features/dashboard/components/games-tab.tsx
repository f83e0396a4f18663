import { useTranslation } from 'react-i18next';
import { GameCardLink } from './game-card-link';
import { comingSoonGames, gameCards } from './game-list';

export function GamesTab() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {gameCards.map((game) => (
          <GameCardLink key={game.id} game={game} />
        ))}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-400">{t('games.comingSoon')}</h3>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {comingSoonGames.map((name) => (
            <li key={name}>
              <button type="button" disabled className="w-full cursor-not-allowed rounded-xl border border-dashed border-slate-800 px-4 py-3 text-sm text-slate-500">
                {t(`games.${name}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
