import { randomUUID } from 'node:crypto';
import { createLogger, migrate } from '@pkr/platform';
import { createTestDatabase } from '@pkr/platform/testing';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../infra/src/dev-defaults';
import { auditRound, ledgerMark } from '../src/lib/ledger-audit';

/** Books written as the wallet and the engine write them, so the auditor can be shown each kind of fault. */
let wallet: pg.Client;
let engine: pg.Client;
let walletUrl: string;
let engineUrl: string;

async function transfer(id: string, debit: string, credit: string, amount: number, kind: string): Promise<void> {
  // The ledger checks at commit that the transfer has its two entries: one transaction writes them all.
  await wallet.query('BEGIN');
  await wallet.query(`INSERT INTO transfers (id, debit_account, credit_account, amount, kind, request_hash) VALUES ($1, $2, $3, $4, $5, 'h')`, [id, debit, credit, amount, kind]);
  const after: number[] = [];
  for (const [account, signed] of [[debit, -amount], [credit, amount]] as const) {
    after.push((await wallet.query('UPDATE accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance', [account, signed])).rows[0].balance);
  }
  // ... and refuses a statement that leaves a transfer with one entry: both go in one, as the wallet writes them.
  await wallet.query('INSERT INTO entries (transfer_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)', [
    id, debit, -amount, after[0], credit, amount, after[1],
  ]);
  await wallet.query('COMMIT');
}

async function player(): Promise<string> {
  const id = randomUUID();
  await wallet.query(`INSERT INTO accounts (id, kind) VALUES ($1, 'user')`, [id]);
  await transfer(`adjustment:${randomUUID()}`, 'house', id, 10_000, 'adjustment');
  return id;
}

async function bet(round: number, userId: string, status: 'active' | 'won' | 'lost', payout?: number): Promise<string> {
  const id = randomUUID();
  await engine.query(
    `INSERT INTO bets (id, game_type, round_number, user_id, username, amount, multiple_cashouts, status, cashout_multiplier, payout)
     VALUES ($1, 'crash', $2, $3, 'bench', 1000, 1, $4, $5, $6)`,
    [id, round, userId, status, payout ? 200 : null, payout ?? null],
  );
  return id;
}

async function round(number: number, status: 'running' | 'crashed'): Promise<void> {
  await engine.query(
    `INSERT INTO rounds (game_type, round_number, status, hash, crash_point, admin_controlled, betting_ends_at) VALUES ('crash', $1, $2, '\\x00', 200, false, now())`,
    [number, status],
  );
}

describe('the ledger audit after each bench round', () => {
  beforeAll(async () => {
    const logger = createLogger('bench-test', 'warn');
    walletUrl = await createTestDatabase(inject('pgAdminUrl'), 'bench_audit_wallet');
    engineUrl = await createTestDatabase(inject('pgAdminUrl'), 'bench_audit_engine');
    await migrate(walletUrl, `${repoRoot}/services/wallet/migrations`, logger);
    await migrate(engineUrl, `${repoRoot}/services/game-engine/migrations`, logger);
    wallet = new pg.Client({ connectionString: walletUrl });
    engine = new pg.Client({ connectionString: engineUrl });
    await Promise.all([wallet.connect(), engine.connect()]);
    await engine.query(`INSERT INTO fairness_chains (game_type, chain_length, terminating_hash, salt) VALUES ('crash', 10, '\\x00', 'salt')`);
    await round(1, 'crashed');
    await round(2, 'running');
    return async () => {
      await Promise.all([wallet.end(), engine.end()]);
    };
  });

  it('passes a round where every bet was debited once and settled once, and finds each fault added after', async () => {
    const [lost, won, flying] = [await player(), await player(), await player()];
    const roundOne = { gameType: 'crash', round: 1, afterEntry: await ledgerMark(walletUrl) };
    await transfer(await bet(1, lost, 'lost'), lost, 'house', 1000, 'bet');
    const wonBet = await bet(1, won, 'won', 2000);
    await transfer(wonBet, won, 'house', 1000, 'bet');
    await transfer(`payout:${wonBet}`, 'house', won, 2000, 'payout');
    // A bet of the other round flying meanwhile is no orphan.
    await transfer(await bet(2, flying, 'active'), flying, 'house', 1000, 'bet');
    expect(await auditRound(walletUrl, engineUrl, roundOne)).toMatchObject({ ok: true, betsChecked: 2, ledgerSum: 0 });

    const unpaid = await player();
    const unpaidBet = await bet(1, unpaid, 'won', 2000);
    await transfer(unpaidBet, unpaid, 'house', 1000, 'bet');
    const stuck = await player();
    await transfer(await bet(1, stuck, 'active'), stuck, 'house', 1000, 'bet');
    await transfer(randomUUID(), await player(), 'house', 1000, 'bet');
    await bet(1, await player(), 'lost');
    await wallet.query(`UPDATE accounts SET balance = balance + 1 WHERE id = $1`, [lost]);

    expect(await auditRound(walletUrl, engineUrl, roundOne)).toMatchObject({
      ok: false,
      ledgerSum: 1,
      balanceMismatches: 1,
      betsNotSettledOnce: 1,
      unsettledBets: 1,
      orphanDebits: 1,
      betsNotDebitedOnce: 1,
    });

    // The next round reads only its own transfers; what is wrong with the whole books still shows.
    await round(3, 'crashed');
    const roundThree = { gameType: 'crash', round: 3, afterEntry: await ledgerMark(walletUrl) };
    const next = await player();
    await transfer(await bet(3, next, 'lost'), next, 'house', 1000, 'bet');
    expect(await auditRound(walletUrl, engineUrl, roundThree)).toMatchObject({
      ok: false,
      betsChecked: 1,
      betsNotDebitedOnce: 0,
      orphanDebits: 0,
      betsNotSettledOnce: 0,
      ledgerSum: 1,
      balanceMismatches: 1,
      unsettledBets: 1,
    });
  });

  it("finds a payout of a bet that did not win among the round's transfers", async () => {
    await round(4, 'crashed');
    const roundFour = { gameType: 'crash', round: 4, afterEntry: await ledgerMark(walletUrl) };
    const loser = await player();
    const lostBet = await bet(4, loser, 'lost');
    await transfer(lostBet, loser, 'house', 1000, 'bet');
    await transfer(`payout:${lostBet}`, 'house', loser, 2000, 'payout');
    expect(await auditRound(walletUrl, engineUrl, roundFour)).toMatchObject({ betsChecked: 1, betsNotSettledOnce: 2 });
  });
});
