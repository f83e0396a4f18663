import { expect } from 'vitest';
import { auditLedger, balancedLedger } from '../../../services/wallet/test/support/ledger-audit';
import type { FaultStack } from './fault-stack';
import type { MoneyCall, MoneyPlayer } from './money-player';

/**
 * For every player, once the stack has settled: the balance equals what the answers they received imply, they own
 * exactly the items whose purchase was accepted, and a retry of each call with its key answers the same outcome.
 * The ledger sums to zero with no negative account.
 */
export async function auditPlayers(stack: FaultStack, players: MoneyPlayer[]): Promise<void> {
  for (const player of players) await player.resolvePending();
  for (const player of players) {
    await expect
      .poll(() => player.balancePaisa(), { timeout: 30_000, interval: 250, message: `${player.username}: ${JSON.stringify(player.calls)}` })
      .toBe(player.impliedPaisa());
  }
  for (const player of players) {
    const bought = player.calls.filter((call) => call.kind === 'purchase' && call.final.status === 200).map((call) => call.body.accessoryId);
    expect((await player.ownedItems()).sort(), player.username).toEqual(bought.sort());
    for (const call of player.calls.filter(hadAnEffect)) {
      const again = await player.retry(call);
      expect(sameOutcome(again, call.final), `${call.kind} ${call.key}: ${JSON.stringify(again)} after ${JSON.stringify(call.final)}`).toBe(true);
    }
  }
  expect(await auditLedger(stack.walletDb)).toEqual(balancedLedger);
}

const voided = ['The bet could not be placed, please try again', 'The purchase could not be completed, please try again'];

/**
 * Calls that reached the money: accepted ones, and bets and purchases whose debit was voided. A refusal that moved
 * nothing is judged afresh on a retry (the spec's client retries 'No active game' to catch the next round).
 */
const hadAnEffect = (call: MoneyCall) => call.final.status === 200 || voided.includes(String(call.final.body.message));

/** The same bet (id), the same request (id), the same win, or the voided bet refused again. */
function sameOutcome(again: { status: number; body: Record<string, unknown> }, first: { status: number; body: Record<string, unknown> }): boolean {
  if (first.status !== 200) return again.status !== 200;
  return JSON.stringify(again.body) === JSON.stringify(first.body);
}

/** One line of figures for the run: how many calls of each kind got which first answer. */
export function summarize(players: MoneyPlayer[]): string {
  const counts = new Map<string, number>();
  for (const call of players.flatMap((player) => player.calls)) {
    const answer = call.first.status === 200 ? 'accepted' : call.first.body.code === 'PENDING' ? 'being confirmed' : 'refused';
    const label = `${call.kind} ${answer}${answer === 'being confirmed' ? ` -> ${call.final.status === 200 ? 'accepted' : 'refused'}` : ''}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].sort().map(([label, count]) => `${label}: ${count}`).join(', ');
}
