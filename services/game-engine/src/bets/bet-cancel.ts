import { type BetSlot, type CancelBetReply, paisaToPkr, pendingOutcome } from '@pkr/contracts';
import { withTransaction } from '@pkr/platform';
import { voidBetWhileBetting } from '../db/bet-cancels';
import { findPlayerBet } from '../db/player-bets';
import type { Bet } from '../domain/bet';
import { cancelBet as moveToCancelled } from '../domain/bet-transitions';
import { refusals } from '../domain/game-errors';
import { type EngineContext, publishLive } from '../engine-context';
import { countVoids } from '../engine-metrics';
import { enqueueRefunds, REFUND_WAIT_MS, refundNow } from '../payouts/refunds';
import type { LiveRound } from '../rounds/live-round';

/**
 * A player takes back their bet in `slot` while the round is betting: the bet is voided and its stake queued back
 * in one transaction, then given back at once and the balance read from the wallet. The answer claims a balance
 * only once the wallet has confirmed the refund; otherwise it says the stake is on its way, and the outbox brings
 * it. A retry of a cancel that succeeded answers the same success, and never refunds twice: the refund is the
 * void of the bet's debit, which the wallet makes once. A cancel naming its bet (`betId`) touches that bet alone:
 * its retry answers that bet's cancel even after the player bet again in the panel, the round moved on or another
 * leader took over.
 */
export async function cancelBet(context: EngineContext, round: LiveRound | undefined, userId: string, slot: BetSlot, betId?: string): Promise<CancelBetReply> {
  const named = (bet: Bet | undefined) => bet && (betId === undefined || bet.id === betId) ? bet : undefined;
  const held = named(round?.bets.ofPlayer(userId).find((bet) => bet.slot === slot));
  const deciding = held && round?.cancels.decisionOn(held.id);
  if (held && deciding) {
    await deciding;
    return stakeBack(context, held);
  }
  if (!held) {
    const cancelled = named(round?.cancels.lastCancelled(userId, slot)) ?? (betId === undefined ? undefined : await voidedBet(context, userId, slot, betId));
    if (cancelled) return stakeBack(context, cancelled);
    if (!round) throw refusals.noActiveGame();
    throw round.stage === 'betting' ? refusals.noActiveBet() : refusals.cancelAfterBetting();
  }
  if (!round) throw refusals.noActiveGame();
  if (round.stage !== 'betting') throw refusals.cancelAfterBetting();
  if (held.status !== 'active') throw refusals.noActiveBet();
  // Checked and tracked in one step: the round awaits its tracked work once betting ends, so it flies only after
  // this cancel is decided, and either the bet rides or its stake is back.
  await round.cancels.decide(held, round.track(voidWhileBetting(context, round, held)));
  return stakeBack(context, held);
}

async function voidWhileBetting(context: EngineContext, round: LiveRound, bet: Bet): Promise<void> {
  const written = await withTransaction(context.pool, async (tx) => {
    const outcome = await voidBetWhileBetting(tx, bet);
    if (outcome === 'voided') await enqueueRefunds(tx, [bet.id], refundReason(bet));
    return outcome;
  });
  if (written === 'round-closed') throw refusals.cancelAfterBetting();
  if (written === 'not-active') throw refusals.noActiveBet();
  moveToCancelled(bet);
  countVoids([bet]);
  round.bets.remove(bet);
  publishLive(context, { type: 'bet_cancelled', gameType: bet.gameType, round: bet.round, id: bet.id, userId: bet.userId });
}

type GivenBack = Pick<Bet, 'id' | 'userId' | 'gameType' | 'round' | 'slot'>;

/** The player's bet of that id in that panel once voided, by a cancel or a voided round: its stake is theirs again. */
async function voidedBet(context: EngineContext, userId: string, slot: BetSlot, betId: string): Promise<GivenBack | undefined> {
  const found = await findPlayerBet(context.pool, userId, betId);
  return found?.status === 'voided' && found.slot === slot && found.gameType === context.gameType ? { ...found, userId } : undefined;
}

async function stakeBack(context: EngineContext, bet: GivenBack): Promise<CancelBetReply> {
  if (!(await refundNow(context, bet.id, refundReason(bet)))) throw pendingOutcome('cancel');
  const read = await context.client.call('wallet.balance', { userId: bet.userId }, { timeoutMs: REFUND_WAIT_MS }).catch(() => null);
  if (!read) throw pendingOutcome('cancel');
  return { betId: bet.id, slot: bet.slot, balance: paisaToPkr(read.balance) };
}

const refundReason = (bet: GivenBack) => `${bet.gameType} round ${bet.round} bet cancelled`;
