import { withTransaction } from '@pkr/platform';
import { listBets, markActiveLost, voidOpenBets } from '../db/bets';
import { moveRound, voidOpenRound } from '../db/rounds';
import type { Bet } from '../domain/bet';
import type { EngineContext } from '../engine-context';
import { countVoids } from '../engine-metrics';
import { enqueueRefunds } from '../payouts/refunds';
import { enqueueSettledEvents } from '../payouts/settled-events';
import type { LiveRound } from './live-round';

/**
 * Ends a crashed round in one transaction: every bet still active has lost, a bet whose debit never finished
 * is voided, and every won or lost bet gets its settled event. Returns the bets that lost.
 */
export async function settleCrash(context: EngineContext, round: LiveRound): Promise<Bet[]> {
  const { gameType, number } = round.plan;
  const { lostBets, unplaced } = await withTransaction(context.pool, async (tx) => {
    if (!(await moveRound(tx, gameType, number, 'running', 'crashed', new Date(round.crashedAt ?? Date.now())))) {
      throw new Error(`${gameType} round ${number} is no longer running: another leader took it over`);
    }
    const lostBets = await markActiveLost(tx, gameType, number);
    const unplaced = await voidOpenBets(tx, gameType, number, ['placing']);
    await enqueueRefunds(tx, unplaced.map((bet) => bet.id), `${gameType} round ${number} ended before the bet was placed`);
    const won = await listBets(tx, gameType, number, 'won');
    await enqueueSettledEvents(tx, round.plan, [...won, ...lostBets]);
    return { lostBets, unplaced };
  });
  countVoids(unplaced);
  context.relay.kick();
  return lostBets;
}

/**
 * A new leader's first act: the round a departed leader left unfinished is voided and every bet in it without
 * an outcome refunded through the outbox. Cashed-out bets keep their payout and are reported as settled.
 */
export async function voidUnfinishedRound(context: EngineContext): Promise<void> {
  const { gameType } = context;
  const voided = await withTransaction(context.pool, async (tx) => {
    const round = await voidOpenRound(tx, gameType);
    if (!round) return undefined;
    const open = await voidOpenBets(tx, gameType, round.number, ['placing', 'active']);
    await enqueueRefunds(tx, open.map((bet) => bet.id), `${gameType} round ${round.number} voided`);
    await enqueueSettledEvents(tx, { gameType, ...round }, await listBets(tx, gameType, round.number, 'won'));
    return { round: round.number, open };
  });
  if (!voided) return;
  countVoids(voided.open);
  context.logger.warn({ gameType, round: voided.round, refunded: voided.open.length }, 'unfinished round voided, open bets refunded');
  context.relay.kick();
}
