import type { GameType } from '@pkr/contracts';
import { enqueueEvents, type Queryable } from '@pkr/platform';
import type { Bet } from '../domain/bet';

const multiplier = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);

/**
 * Writes one bet-settled event per bet into the outbox, in one statement inside the caller's transaction.
 * Written when the round ends, won bets included, because the event carries the crash point, secret until then.
 */
export async function enqueueSettledEvents(
  tx: Queryable,
  round: { gameType: GameType; number: number; crashHundredths: number },
  bets: Bet[],
): Promise<void> {
  const now = new Date().toISOString();
  await enqueueEvents(
    tx,
    'events.game.bet-settled',
    bets.map((bet) => ({
      // One settlement per bet, so the bet id is the event id: a second write is dropped by the outbox.
      eventId: bet.id,
      occurredAt: now,
      betId: bet.id,
      userId: bet.userId,
      username: bet.username,
      gameType: round.gameType,
      round: round.number,
      amount: bet.amount,
      autoCashoutAt: multiplier(bet.autoCashoutHundredths),
      cashoutMultiplier: bet.status === 'won' ? multiplier(bet.cashoutHundredths) : null,
      payout: bet.status === 'won' ? (bet.payout ?? 0) : 0,
      crashPoint: round.crashHundredths / 100,
      settledAt: now,
    })),
  );
}
