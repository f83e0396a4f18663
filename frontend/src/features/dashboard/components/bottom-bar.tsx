import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const itemClass = 'flex flex-col items-center gap-0.5 py-2 text-xs font-medium text-slate-300';

/** The phone's bottom bar (spec section 2): Home, Games, Deposit, Menu. */
export function BottomBar({ onMenu }: { onMenu: () => void }) {
  return (
    <nav aria-label="Bottom bar" className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-4 border-t border-slate-800 bg-slate-950/95 backdrop-blur md:hidden">
      <Link to={paths.dashboard.getHref()} className={itemClass}>
        <span aria-hidden="true" className="text-lg">🏠</span>
        Home
      </Link>
      <Link to={`${paths.dashboard.getHref()}?tab=games`} className={itemClass}>
        <span aria-hidden="true" className="text-lg">🎮</span>
        Games
      </Link>
      <Link to={paths.deposit.getHref()} className={itemClass}>
        <span aria-hidden="true" className="text-lg">💰</span>
        Deposit
      </Link>
      <button type="button" onClick={onMenu} className={itemClass}>
        <span aria-hidden="true" className="text-lg">☰</span>
        Menu
      </button>
    </nav>
  );
}
