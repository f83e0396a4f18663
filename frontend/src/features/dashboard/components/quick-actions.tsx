import { useTranslation } from 'react-i18next';
import { GameCardLink } from './game-card-link';
import { gameCards } from './game-list';

/** Shown outside the Games tab (spec section 2): Aviator tagged HOT, Tournaments tagged NEW. */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="quick-actions" className="grid gap-3">
      <h2 id="quick-actions" className="text-lg font-bold text-white">
        {t('games.quickActions')}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {gameCards.map((game) => (
          <GameCardLink key={game.id} game={game} compact />
        ))}
      </div>
    </section>
  );
}
