import type { MoveRequest } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseShardFor } from '../src/domain/accounts';
import { makeMoves, moveBatch } from '../src/handlers/move-batch';
import { balanceOf, expectRefusal, newId, startWalletHarness, type WalletHarness } from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';

let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_debit_batch', { DATABASE_POOL_SIZE: '20' });
});
afterAll(() => harness.stop());

const bet = (userId: string, amount: number, transferId = newId()): MoveRequest => ({ transferId, userId, amount, kind: 'bet', memo: 'crash round 1 bet' });

async function funded(amount: number): Promise<string> {
  const userId = newId();
  await harness.wallet.call('wallet.credit', { transferId: newId(), userId, amount, kind: 'payout', memo: '' });
  return userId;
}

/** A fresh transfer id whose batch moves the house's side on another row than `row`. */
function idOffRow(row: string): string {
  for (;;) {
    const id = newId();
    if (houseShardFor(id) !== row) return id;
  }
}

const debitBatchOf = (moves: MoveRequest[]) => harness.wallet.call('wallet.debit.batch', { moves });
const creditBatchOf = (moves: MoveRequest[]) => harness.wallet.call('wallet.credit.batch', { moves });

const transfersUnder = async (ids: string[]) =>
  (await harness.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE id = ANY($1)', [ids])).rows[0]!.n;

describe('debits and credits in a batch', () => {
  it('debits every player in one call, answering each balance in the order asked, and keeps the ledger balanced entry by entry', async () => {
    const players = await Promise.all([5_000, 7_000, 9_000].map(funded));
    const debits = players.map((userId, index) => bet(userId, 1_000 * (index + 1)));
    const reply = await debitBatchOf(debits);
    expect(reply.outcomes).toEqual([
      { transferId: debits[0]!.transferId, balance: 4_000 },
      { transferId: debits[1]!.transferId, balance: 5_000 },
      { transferId: debits[2]!.transferId, balance: 6_000 },
    ]);
    expect(await Promise.all(players.map((userId) => balanceOf(harness.wallet, userId)))).toEqual([4_000, 5_000, 6_000]);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('refuses each debit that cannot be made on its own and makes the rest', async () => {
    const rich = await funded(10_000);
    const poor = await funded(500);
    const voidedId = newId();
    await harness.wallet.call('wallet.void', { transferId: voidedId, reason: 'caller stopped waiting' });
    const taken = bet(rich, 1_000);
    await harness.wallet.call('wallet.debit', taken);
    const debits = [
      bet(rich, 6_000),
      bet(rich, 4_000),
      bet(poor, 501),
      bet(rich, 1_000, voidedId),
      { ...taken, amount: 2_000 },
      bet(rich, 3_000),
    ];
    const { outcomes } = await debitBatchOf(debits);
    expect(outcomes.map((outcome) => ('refused' in outcome ? outcome.refused.message : outcome.balance))).toEqual([
      3_000,
      'Insufficient balance',
      'Insufficient balance',
      'Transfer was voided',
      'Transfer id already used with different details',
      0,
    ]);
    expect([await balanceOf(harness.wallet, rich), await balanceOf(harness.wallet, poor)]).toEqual([0, 500]);
    expect(await transfersUnder([debits[1]!.transferId, debits[2]!.transferId, voidedId])).toBe(0);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('answers a repeated batch, or one of its debits asked alone, with the first answers and moves nothing again', async () => {
    const userId = await funded(10_000);
    const debits = [bet(userId, 2_000), bet(userId, 3_000)];
    const first = await debitBatchOf(debits);
    await harness.wallet.call('wallet.credit', { transferId: newId(), userId, amount: 1_000, kind: 'payout', memo: '' });
    await expect(debitBatchOf(debits)).resolves.toEqual(first);
    await expect(harness.wallet.call('wallet.debit', debits[1]!)).resolves.toMatchObject({ balance: 5_000 });
    await expect(debitBatchOf([debits[0]!, debits[0]!])).resolves.toEqual({
      outcomes: [first.outcomes[0], first.outcomes[0]],
    });
    expect(await balanceOf(harness.wallet, userId)).toBe(6_000);
    expect(await transfersUnder(debits.map((debit) => debit.transferId))).toBe(2);
  });

  it('answers a debit made alone, asked again in a batch or alone, with its first answer and moves nothing again', async () => {
    const userId = await funded(5_000);
    const single = bet(userId, 2_000);
    const first = await harness.wallet.call('wallet.debit', single);
    expect(first).toEqual({ transferId: single.transferId, userId, amount: 2_000, balance: 3_000 });
    await harness.wallet.call('wallet.credit', { transferId: newId(), userId, amount: 1_000, kind: 'payout', memo: '' });
    const next = bet(userId, 500);
    await expect(debitBatchOf([single, next])).resolves.toEqual({
      outcomes: [
        { transferId: single.transferId, balance: 3_000 },
        { transferId: next.transferId, balance: 3_500 },
      ],
    });
    await expect(harness.wallet.call('wallet.debit', single)).resolves.toEqual(first);
    expect(await balanceOf(harness.wallet, userId)).toBe(3_500);
    expect(await transfersUnder([single.transferId])).toBe(1);
  });

  it('debits a player once for the same id asked twice in one batch', async () => {
    const userId = await funded(3_000);
    const twice = bet(userId, 2_000);
    const { outcomes } = await debitBatchOf([twice, twice]);
    expect(outcomes).toEqual([
      { transferId: twice.transferId, balance: 1_000 },
      { transferId: twice.transferId, balance: 1_000 },
    ]);
    expect(await balanceOf(harness.wallet, userId)).toBe(1_000);
  });

  it('answers a debit retried in a batch that moves the house side on another row with its first answer', async () => {
    const userId = await funded(5_000);
    const debit = bet(userId, 2_000);
    const first = await debitBatchOf([debit]);
    const lead = bet(userId, 500, idOffRow(houseShardFor(debit.transferId)));
    await expect(debitBatchOf([lead, debit])).resolves.toEqual({ outcomes: [{ transferId: lead.transferId, balance: 2_500 }, first.outcomes[0]] });
    expect(await balanceOf(harness.wallet, userId)).toBe(2_500);
    expect(await transfersUnder([debit.transferId])).toBe(1);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('makes a batch while another transaction holds its house row: concurrent batches do not queue on one house row', async () => {
    const [first, second] = await Promise.all([funded(5_000), funded(5_000)]);
    const held = bet(first, 1_000);
    const next = bet(second, 1_500, idOffRow(houseShardFor(held.transferId)));
    const holder = await harness.db.connect();
    const other = await harness.db.connect();
    try {
      await holder.query('BEGIN');
      await makeMoves(holder, 'debit', [held], new Date());
      await other.query('BEGIN');
      await other.query("SET LOCAL lock_timeout = '1s'");
      const { decisions } = await makeMoves(other, 'debit', [next], new Date());
      await other.query('COMMIT');
      expect(decisions).toMatchObject([{ kind: 'write', move: { balanceAfter: 3_500 } }]);
      await holder.query('COMMIT');
    } finally {
      for (const client of [holder, other]) {
        await client.query('ROLLBACK');
        client.release();
      }
    }
    expect([await balanceOf(harness.wallet, first), await balanceOf(harness.wallet, second)]).toEqual([4_000, 3_500]);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('refuses a debit only a wallet may make, alone, and makes the others', async () => {
    const userId = await funded(3_000);
    const { outcomes } = await debitBatchOf([{ ...bet(userId, 100), kind: 'payout' }, bet(userId, 100)]);
    expect(outcomes.map((outcome) => ('refused' in outcome ? outcome.refused.message : outcome.balance))).toEqual([
      'A debit cannot be of kind payout',
      2_900,
    ]);
  });

  it('commits nothing, and announces nothing, once the caller has stopped waiting', async () => {
    const userId = await funded(3_000);
    const announced: unknown[] = [];
    const ledger = { pool: harness.db, announce: (...posted: unknown[]) => announced.push(...posted.filter(Boolean)), now: () => new Date() };
    const debits = [bet(userId, 1_000)];
    await expectRefusal(moveBatch(ledger, 'debit', { moves: debits }, Date.now() - 1), 'TIMEOUT', 'The service did not answer in time, please try again');
    expect(announced).toEqual([]);
    expect(await transfersUnder([debits[0]!.transferId])).toBe(0);
    expect(await balanceOf(harness.wallet, userId)).toBe(3_000);
  });

  it('credits payouts in one call onto each balance in turn, answers a repeat with the first answer, and keeps the ledger balanced', async () => {
    const userId = await funded(1_000);
    const other = newId();
    const payout = (player: string, amount: number) => ({ transferId: `payout:${newId()}`, userId: player, amount, kind: 'payout' as const, memo: 'crash round 2 cash-out at 1.50x' });
    const payouts = [payout(userId, 1_500), payout(other, 700), payout(userId, 250)];
    const first = await creditBatchOf(payouts);
    expect(first.outcomes.map((outcome) => ('balance' in outcome ? outcome.balance : outcome.refused.message))).toEqual([2_500, 700, 2_750]);
    await expect(creditBatchOf([payouts[2]!, payouts[0]!])).resolves.toEqual({ outcomes: [first.outcomes[2], first.outcomes[0]] });
    await expect(harness.wallet.call('wallet.credit', payouts[1]!)).resolves.toMatchObject({ balance: 700 });
    expect([await balanceOf(harness.wallet, userId), await balanceOf(harness.wallet, other)]).toEqual([2_750, 700]);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('keeps every id to one outcome while batches, single debits and voids of the same ids race', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => funded(20_000)));
    const debits = players.flatMap((userId) => [bet(userId, 3_000), bet(userId, 4_000)]);
    const batches = [debits.slice(0, 12), debits.slice(6, 18), debits.slice(12)];
    const voided = debits.filter((_, index) => index % 5 === 0);
    const calls = [
      ...batches.map((batch) => debitBatchOf(batch)),
      ...debits.filter((_, index) => index % 3 === 0).map((debit) => harness.wallet.call('wallet.debit', debit)),
      ...voided.map((debit) => harness.wallet.call('wallet.void', { transferId: debit.transferId, reason: 'race' })),
    ];
    await Promise.allSettled(calls);
    const kept = await harness.db.query<{ id: string; reversed: boolean }>(
      `SELECT t.id, EXISTS (SELECT 1 FROM transfers r WHERE r.id = 'void:' || t.id) AS reversed FROM transfers t WHERE t.id = ANY($1)`,
      [debits.map((debit) => debit.transferId)],
    );
    for (const debit of voided) expect(kept.rows.find((row) => row.id === debit.transferId)?.reversed ?? true).toBe(true);
    const charged = new Map(players.map((userId) => [userId, 0]));
    for (const row of kept.rows.filter((row) => !row.reversed)) {
      const debit = debits.find((each) => each.transferId === row.id)!;
      charged.set(debit.userId, charged.get(debit.userId)! + debit.amount);
    }
    for (const userId of players) expect(await balanceOf(harness.wallet, userId)).toBe(20_000 - charged.get(userId)!);
    expect(kept.rows.length).toBeGreaterThan(0);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });
});
