import { GameCardLink } from './game-card-link';
import { comingSoonGames, gameCards } from './game-list';

export function GamesTab() {
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {gameCards.map((game) => (
          <GameCardLink key={game.name} game={game} />
        ))}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-400">Coming Soon</h3>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {comingSoonGames.map((name) => (
            <li key={name}>
              <button type="button" disabled className="w-full cursor-not-allowed rounded-xl border border-dashed border-slate-800 px-4 py-3 text-sm text-slate-500">
                {name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
