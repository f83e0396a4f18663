import { type GameType, paisaToPkr, type Phase } from '@pkr/contracts';
import { counter, gauge, onScrape, type Pool, probedGauge } from '@pkr/platform';
import { payoutsDue } from './db/payouts-due';
import type { Bet } from './domain/bet';
import type { WonBet } from './domain/bet-transitions';

const bets = counter('pkr_bets_total', 'Bets placed (their debit confirmed), by game', ['game']);
const betsPkr = counter('pkr_bets_pkr_total', 'PKR staked on placed bets, by game', ['game']);
const cashouts = counter('pkr_cashouts_total', 'Bets won by a cash-out (the player\'s or an auto cash-out), by game', ['game']);
const cashoutsPkr = counter('pkr_cashouts_pkr_total', 'PKR owed to players by their cash-outs, by game', ['game']);
const voids = counter('pkr_voids_total', 'Bets voided (cancelled, unplaced, or in a round voided by a new leader), by game', ['game']);
const voidsPkr = counter('pkr_voids_pkr_total', 'PKR staked on voided bets, given back or never taken, by game', ['game']);
const due = probedGauge('pkr_payouts_due_pkr', 'PKR won by cash-outs that the wallet has not yet confirmed paying', []);
const phase = probedGauge('pkr_round_phase', 'The phase of the round this engine leads (1 on the current phase), by game', ['game', 'phase']);
const leading = gauge('pkr_engine_leading', 'Whether this engine leads the game\'s clock (1) or stands by (0), by game', ['game']);

/** Counts bets whose debit the wallet confirmed. */
export function countPlacedBets(placed: readonly Bet[]): void {
  for (const bet of placed) {
    bets.inc({ game: bet.gameType });
    betsPkr.inc({ game: bet.gameType }, paisaToPkr(bet.amount));
  }
}

/** Counts a win once it is recorded, with the payout it owes. */
export function countCashout(won: WonBet): void {
  cashouts.inc({ game: won.gameType });
  cashoutsPkr.inc({ game: won.gameType }, paisaToPkr(won.payout));
}

/** Counts bets once their void is committed. */
export function countVoids(voided: readonly Bet[]): void {
  for (const bet of voided) {
    voids.inc({ game: bet.gameType });
    voidsPkr.inc({ game: bet.gameType }, paisaToPkr(bet.amount));
  }
}

/** Marks whether this engine leads `game`'s clock. */
export function markLeading(game: GameType, leads: boolean): void {
  leading.set({ game }, leads ? 1 : 0);
}

/** Reports the phase of the round the leader plays at each scrape, while it leads; answers how to stop. */
export function watchPhase(game: GameType, phaseNow: () => Phase | undefined): () => void {
  return onScrape(() => {
    const current = phaseNow();
    if (current !== undefined) phase.set({ game, phase: current }, 1);
  });
}

/** Reports the payouts still owed to players at each scrape; answers how to stop. */
export function watchPayouts(pool: Pool): () => void {
  return onScrape(async () => due.set(paisaToPkr(await payoutsDue(pool))));
}
