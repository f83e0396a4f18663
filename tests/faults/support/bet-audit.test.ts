import { randomUUID } from 'node:crypto';
import type { TransferKind } from '@pkr/contracts';
import { createLogger, createPool, migrate, type Pool, type Queryable, withTransaction } from '@pkr/platform';
import { createTestDatabase } from '@pkr/platform/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../../infra/src/dev-defaults';
import { applyBetSettled } from '../../../services/leaderboard/src/handlers/bet-settled';
import { insertTransfer } from '../../../services/wallet/src/db/transfers';
import { auditBets, type BetBooks } from './bet-audit';
import type { AuditDatabases } from './service-fault-stack';

/** Books written as the engine, the wallet and the leaderboard write them, so the auditor can be shown each kind of fault. */
const migrations: Record<keyof AuditDatabases, string> = { engine: 'game-engine', wallet: 'wallet', leaderboard: 'leaderboard' };
const STAKE = 1_000;
const PAYOUT = 2_000;
const round = { crashed: 1, voided: 2, flying: 3 };

interface Bet {
  id: string;
  userId: string;
  round: number;
  status: 'active' | 'won' | 'lost' | 'voided';
}
const bet = (inRound: number, status: Bet['status']): Bet => ({ id: randomUUID(), userId: randomUUID(), round: inRound, status });
const bets = {
  lost: bet(round.crashed, 'lost'),
  won: bet(round.crashed, 'won'),
  // Its debit landed after the round crashed and was given back.
  unplaced: bet(round.crashed, 'voided'),
  refunded: bet(round.voided, 'voided'),
  // Cashed out before a new leader voided the round: it keeps its payout.
  cashedOut: bet(round.voided, 'won'),
  flying: bet(round.flying, 'active'),
};
/** A debit that landed after its caller gave up: no bet was made of it, and the wallet gave it back. */
const lateDebit = { id: randomUUID(), userId: randomUUID() };
const account = (player: { userId: string }) => `user:${player.userId}`;

let pools: AuditDatabases;

/** A transfer as the wallet writes it: the row, both balances moved, and its two entries. */
const transfer = (wallet: Queryable, id: string, debit: string, credit: string, amount: number, kind: TransferKind) =>
  insertTransfer(wallet, { id, debit, credit, amount, kind, memo: '', actorId: null }, 'hash');

async function writeEngineBooks(engine: Pool): Promise<void> {
  await engine.query(`INSERT INTO fairness_chains (game_type, chain_length, terminating_hash, salt) VALUES ('crash', 10, '\\x00', 'salt')`);
  for (const [number, status] of [[round.crashed, 'crashed'], [round.voided, 'voided'], [round.flying, 'running']] as const) {
    await engine.query(
      `INSERT INTO rounds (game_type, round_number, status, hash, crash_point, admin_controlled, betting_ends_at) VALUES ('crash', $1, $2, '\\x00', 250, false, now())`,
      [number, status],
    );
  }
  for (const { id, userId, round: number, status } of Object.values(bets)) {
    await engine.query(
      `INSERT INTO bets (id, game_type, round_number, user_id, username, amount, multiple_cashouts, status, cashout_multiplier, payout, idempotency_key)
       VALUES ($1, 'crash', $2, $3, 'player', $4, 1, $5, $6, $7, $8)`,
      [id, number, userId, STAKE, status, status === 'won' ? 200 : null, status === 'won' ? PAYOUT : null, `bet-${id}`],
    );
  }
}

async function writeWalletBooks(wallet: Pool): Promise<void> {
  // Each transfer commits on its own, as the ledger's checks at commit demand.
  const commit = (id: string, debit: string, credit: string, amount: number, kind: TransferKind) =>
    withTransaction(wallet, (tx) => transfer(tx, id, debit, credit, amount, kind));
  for (const player of [...Object.values(bets), lateDebit]) {
    await wallet.query(`INSERT INTO accounts (id, kind) VALUES ($1, 'user')`, [account(player)]);
    await commit(`adjustment:${player.userId}`, 'house', account(player), 10_000, 'adjustment');
    await commit(player.id, account(player), 'house', STAKE, 'bet');
  }
  for (const paid of [bets.won, bets.cashedOut]) await commit(`payout:${paid.id}`, 'house', account(paid), PAYOUT, 'payout');
  for (const given of [bets.unplaced, bets.refunded, lateDebit]) await commit(`void:${given.id}`, 'house', account(given), STAKE, 'void');
}

async function writeLeaderboardBooks(leaderboard: Pool): Promise<void> {
  for (const settled of [bets.lost, bets.won, bets.cashedOut]) {
    const won = settled.status === 'won';
    await applyBetSettled(leaderboard, {
      eventId: settled.id,
      occurredAt: new Date().toISOString(),
      betId: settled.id,
      userId: settled.userId,
      username: 'player',
      gameType: 'crash',
      round: settled.round,
      amount: STAKE,
      autoCashoutAt: null,
      cashoutMultiplier: won ? 2 : null,
      payout: won ? PAYOUT : 0,
      crashPoint: 2.5,
      settledAt: new Date().toISOString(),
    });
  }
}

/**
 * Runs `work` on one connection to each database, in a transaction always rolled back: each case corrupts its own
 * copy of the books as written.
 */
async function inRolledBack<T>(work: (books: BetBooks) => Promise<T>): Promise<T> {
  const clients = { engine: await pools.engine.connect(), wallet: await pools.wallet.connect(), leaderboard: await pools.leaderboard.connect() };
  try {
    for (const client of Object.values(clients)) {
      await client.query('BEGIN');
      // A replica session skips every trigger, as a bad restore or a hand edit would: the auditor must still see it.
      await client.query('SET LOCAL session_replication_role = replica');
    }
    return await work(clients);
  } finally {
    for (const client of Object.values(clients)) {
      await client.query('ROLLBACK');
      client.release();
    }
  }
}

interface Corruption {
  name: string;
  corrupt: (books: BetBooks) => Promise<unknown>;
  /** Idempotency keys of bets their players were told had failed. */
  refused?: string[];
  found: string[];
}

const orphanDebit = randomUUID();
const corruptions: Corruption[] = [
  {
    name: "an entry missing from a bet's debit",
    corrupt: (books) => books.wallet.query('DELETE FROM entries WHERE transfer_id = $1 AND account_id = $2', [bets.lost.id, account(bets.lost)]),
    found: [`lost bet ${bets.lost.id} kept 0 of a 1000 stake`],
  },
  {
    name: 'a payout credited twice by its one transfer',
    corrupt: (books) => books.wallet.query('UPDATE entries SET amount = amount * 2 WHERE transfer_id = $1 AND account_id = $2', [`payout:${bets.won.id}`, account(bets.won)]),
    found: [`won bet ${bets.won.id} paid 4000 for a payout of 2000`],
  },
  {
    name: 'a payout credited twice by a second transfer',
    corrupt: (books) => transfer(books.wallet, `payout:${bets.won.id}:again`, 'house', account(bets.won), PAYOUT, 'payout'),
    found: [`payout payout:${bets.won.id}:again pays no won bet`],
  },
  {
    name: 'a bet settled twice, won and then refunded',
    corrupt: (books) => transfer(books.wallet, `void:${bets.won.id}`, 'house', account(bets.won), STAKE, 'void'),
    found: [`won bet ${bets.won.id} kept 0 of a 1000 stake`],
  },
  {
    name: 'a debit without its bet',
    corrupt: (books) => transfer(books.wallet, orphanDebit, account(bets.lost), 'house', STAKE, 'bet'),
    found: [`debit ${orphanDebit} has no bet and was not given back`],
  },
  {
    name: 'a voided bet that kept its stake',
    corrupt: async (books) => {
      await books.wallet.query('DELETE FROM entries WHERE transfer_id = $1', [`void:${bets.refunded.id}`]);
      await books.wallet.query('DELETE FROM transfers WHERE id = $1', [`void:${bets.refunded.id}`]);
    },
    found: [`voided bet ${bets.refunded.id} kept 1000 and paid 0`],
  },
  {
    name: 'the leaderboard counting a bet twice',
    corrupt: (books) => books.leaderboard.query('UPDATE standings SET bets_placed = bets_placed + 1, total_staked = total_staked + $2 WHERE user_id = $1', [bets.lost.userId, STAKE]),
    found: [`the standing of ${bets.lost.userId} counts 2 / 2000 / 0 (bets / staked / paid) where its kept bets make 1 / 1000 / 0`],
  },
  {
    name: 'a bet left active after its round crashed',
    corrupt: (books) => books.engine.query(`UPDATE bets SET status = 'active' WHERE id = $1`, [bets.lost.id]),
    found: [`active bet ${bets.lost.id} is left unsettled after its round`, `leaderboard counts ${bets.lost.id}, which is not a settled bet`],
  },
  {
    name: 'a bet taken after its player was told it failed',
    corrupt: async () => undefined,
    refused: [`bet-${bets.lost.id}`],
    found: [`lost bet ${bets.lost.id} was taken after its player was told it failed`],
  },
];

describe('the bet audit of the service fault suite', () => {
  beforeAll(async () => {
    const logger = createLogger('bet-audit-test', 'warn');
    const books = async (service: keyof AuditDatabases) => {
      const url = await createTestDatabase(inject('pgAdminUrl'), `bet_audit_${service}`);
      await migrate(url, `${repoRoot}/services/${migrations[service]}/migrations`, logger);
      return createPool(url, 1);
    };
    pools = { engine: await books('engine'), wallet: await books('wallet'), leaderboard: await books('leaderboard') };
    await writeEngineBooks(pools.engine);
    await writeWalletBooks(pools.wallet);
    await writeLeaderboardBooks(pools.leaderboard);
  });
  afterAll(() => Promise.all(Object.values(pools ?? {}).map((pool) => pool.end())));

  it('passes books where every bet was debited once and settled once, a round was voided and a late debit given back', async () => {
    expect(await inRolledBack((books) => auditBets(books, new Set()))).toEqual({ bets: 5, settled: 3, voided: 2, violations: [] });
  });

  it.each(corruptions)('finds $name', async ({ corrupt, refused = [], found }) => {
    const audit = await inRolledBack(async (books) => {
      await corrupt(books);
      return auditBets(books, new Set(refused));
    });
    expect(audit.violations).toEqual(found);
  });
});
