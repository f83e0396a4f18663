import type { Pool } from '@pkr/platform';
import { expect } from 'vitest';
import { auditLedger, balancedLedger } from '../../../services/wallet/test/support/ledger-audit';
import type { MoneyPlayer } from './money-player';
import { accountViolations, hadAnEffect, retryViolation } from './player-account';

/**
 * For every player, once the stack has settled: the balance equals what the answers they received imply, and they
 * own exactly the items whose purchase was accepted. `voidedRounds` are the rounds a fault voided: their bets were
 * given back.
 */
export async function auditBalances(players: MoneyPlayer[], voidedRounds: ReadonlySet<number> = new Set()): Promise<void> {
  for (const player of players) await player.resolvePending();
  await expect
    .poll(async () => (await Promise.all(players.map(async (player) => accountViolations(player, await player.account(), voidedRounds)))).flat(), {
      timeout: 30_000,
      interval: 250,
      message: JSON.stringify(players.map((player) => ({ [player.username]: player.calls }))),
    })
    .toEqual([]);
}

/**
 * The balances and items of `auditBalances`; then a retry of each call with its key answers the same outcome, and
 * the ledger sums to zero with no negative account.
 */
export async function auditPlayers(walletDb: Pool, players: MoneyPlayer[]): Promise<void> {
  await auditBalances(players);
  for (const player of players) {
    for (const call of player.calls.filter(hadAnEffect)) expect(retryViolation(call, await player.retry(call))).toBeUndefined();
  }
  expect(await auditLedger(walletDb)).toEqual(balancedLedger);
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
