import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPostgres, type TestPostgres } from '@pkr/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgBinDir } from '../../infra/src/backup/pg-programs';
import { restoreBackup } from '../../infra/src/backup/restore-backup';
import { takeBackup } from '../../infra/src/backup/take-backup';
import { serviceDatabases } from '../../infra/src/dev-defaults';
import { auditLedger, balancedLedger } from '../../services/wallet/test/support/ledger-audit';
import type { HttpClient } from '../e2e/support/http-client';
import { adminSession } from '../e2e/support/players';
import { auditBets } from './support/bet-audit';
import { type DebianPostgres, startDebianPostgres } from './support/debian-postgres';
import { fundedPlayer } from './support/funded-players';
import { isPending, type MoneyPlayer } from './support/money-player';
import { auditPools, type RestorableStack, startRestorableStack } from './support/restorable-stack';
import { nextBettingRound, untilFlying, untilOver } from './support/rounds';

let source: DebianPostgres;
let target: TestPostgres;
let live: RestorableStack | undefined;
let restored: RestorableStack | undefined;
let admin: HttpClient;
let players: MoneyPlayer[];
const backupDir = mkdtempSync(join(tmpdir(), 'pkr-backup-'));

const betAll = (group: MoneyPlayer[]) => Promise.all(group.map((player) => player.bet(50)));
const holdingBets = (group: MoneyPlayer[]) => group.filter((player) => player.calls.filter((call) => call.kind === 'bet').at(-1)?.final.status === 200);

beforeAll(async () => {
  // The fresh server the backup goes to starts while the live one plays.
  const fresh = startTestPostgres();
  source = await startDebianPostgres();
  live = await startRestorableStack(source.adminUrl, 'backup-live');
  const { gatewayUrl } = live;
  admin = await adminSession(gatewayUrl);
  players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(gatewayUrl, admin, 1_000)));
  target = await fresh;
});

afterAll(async () => {
  await restored?.stop();
  await live?.stop();
  await Promise.all([source?.stop(), target?.stop()]);
  rmSync(backupDir, { recursive: true, force: true });
});

describe('backups', () => {
  it('restores a backup taken during play into a fresh server, where the ledger balances and every bet settles true', async () => {
    // A settled round whose payouts and settled events may still be in the outboxes at the cut.
    const settled = await nextBettingRound(admin, 1.3);
    await betAll(players);
    await untilFlying(admin, settled, 1.1);
    await Promise.all(holdingBets(players.slice(0, 3)).map((player) => player.cashOut()));
    const flying = await nextBettingRound(admin, 1.5);

    // The cut falls while the next round's bets are coming in; its cash-outs come after it.
    const betsDuringBackup = betAll(players);
    const manifest = await takeBackup({
      adminUrl: source.adminUrl,
      databases: Object.values(serviceDatabases),
      ledgerDatabase: serviceDatabases.wallet,
      dir: backupDir,
      binDir: pgBinDir(),
    });
    await betsDuringBackup;
    await untilFlying(admin, flying, 1.1);
    await Promise.all(holdingBets(players).map((player) => player.cashOut()));
    await untilOver(admin, flying);
    expect(manifest.ledger).toEqual({ database: serviceDatabases.wallet, sum: 0 });
    expect(manifest.databases.map((database) => database.name)).toEqual(Object.values(serviceDatabases));
    // The live stack stops before the restored one starts: two stacks would share the two cores.
    await live?.stop();
    live = undefined;

    await restoreBackup({ adminUrl: target.adminUrl, dir: backupDir, binDir: pgBinDir() });
    const books = auditPools(target.adminUrl);
    try {
      expect(await auditLedger(books.wallet)).toEqual(balancedLedger);
    } finally {
      await Promise.all(Object.values(books).map((pool) => pool.end()));
    }

    // Started on the restored data, the services void the round the cut caught and deliver what the outboxes held.
    restored = await startRestorableStack(target.adminUrl, 'backup-restored');
    const refused = new Set(players.flatMap((player) => player.calls.filter((call) => call.final.status !== 200 && !isPending(call.final)).map((call) => call.key)));
    await expect.poll(async () => (await auditBets(restored!.db, refused)).violations, { timeout: 60_000, interval: 500 }).toEqual([]);
    const audit = await auditBets(restored.db, refused);
    expect(audit.settled).toBeGreaterThanOrEqual(players.length);
    expect(await auditLedger(restored.db.wallet)).toEqual(balancedLedger);
  });

  it('refuses a backup whose dump differs from its manifest, and a server that already holds the databases', async () => {
    const damaged = mkdtempSync(join(tmpdir(), 'pkr-backup-damaged-'));
    try {
      cpSync(backupDir, damaged, { recursive: true });
      const dump = join(damaged, `${serviceDatabases.wallet}.dump`);
      const bytes = readFileSync(dump);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      writeFileSync(dump, bytes);
      await expect(restoreBackup({ adminUrl: target.adminUrl, dir: damaged, binDir: pgBinDir() })).rejects.toThrow(
        `The backup in ${damaged} is damaged: ${serviceDatabases.wallet}.dump does not match its sha256 in the manifest`,
      );
    } finally {
      rmSync(damaged, { recursive: true, force: true });
    }
    await expect(restoreBackup({ adminUrl: target.adminUrl, dir: backupDir, binDir: pgBinDir() })).rejects.toThrow(/^Database auth already holds \d+ tables: restore into an empty server$/);
  });
});
