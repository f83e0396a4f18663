import { randomUUID } from 'node:crypto';
import { AppError, pkrToPaisa, type RequestOf } from '@pkr/contracts';
import { type BusClient, createBusClient, createLogger, createPool, NatsBus, type Pool } from '@pkr/platform';
import { createTestDatabase, startNatsServer } from '@pkr/platform/testing';
import { expect, inject } from 'vitest';
import { loadWalletConfig } from '../../src/config';
import { startWalletService } from '../../src/service';

export interface WalletHarness {
  wallet: BusClient;
  /** The callers' own connection, to listen to what the wallet publishes. */
  bus: NatsBus;
  /** The harness's own nats-server, for a plain client that sees the messages as they cross the wire. */
  natsUrl: string;
  /** A direct connection for audits and tamper attempts; the service never shares it. */
  db: Pool;
  stop(): Promise<void>;
}

/**
 * The real wallet on its own database and its own nats-server: other suites serve `wallet.*` on the shared
 * server too, and a queue group would hand them some of this suite's requests. `now` replaces the wallet's clock.
 */
export async function startWalletHarness(label: string, env: Record<string, string> = {}, { now }: { now?: () => Date } = {}): Promise<WalletHarness> {
  const databaseUrl = await createTestDatabase(inject('pgAdminUrl'), label);
  const nats = await startNatsServer();
  const serviceBus = await NatsBus.connect(nats.url, `${label}-service`);
  const clientBus = await NatsBus.connect(nats.url, `${label}-client`);
  const config = loadWalletConfig({ DATABASE_URL: databaseUrl, NATS_URL: nats.url, LOG_LEVEL: 'silent', ...env });
  const logger = createLogger('wallet-test', 'silent');
  const service = await startWalletService({ bus: serviceBus, databaseUrl, logger, config, now });
  const db = createPool(databaseUrl, 2);
  return {
    wallet: createBusClient(clientBus),
    bus: clientBus,
    natsUrl: nats.url,
    db,
    async stop() {
      await clientBus.drain();
      await serviceBus.drain();
      await service.stop();
      await db.end();
      await nats.stop();
    },
  };
}

export const newId = (): string => randomUUID();

type MoneyRequest = RequestOf<'wallet.deposit.request'>;

/** A deposit request with a transaction ID of its own, as each real payment has: one ID is approved once. */
export function depositRequest(userId: string, amountPkr: number, overrides: Partial<MoneyRequest> = {}): MoneyRequest {
  return { userId, username: 'player_one', amount: pkrToPaisa(amountPkr), method: 'easypaisa', accountHolderName: 'Ali Khan', phone: `TX-${randomUUID()}`, ...overrides };
}

export function withdrawalRequest(userId: string, amountPkr: number, overrides: Partial<MoneyRequest> = {}): MoneyRequest {
  return { userId, username: 'player_one', amount: pkrToPaisa(amountPkr), method: 'jazzcash', accountHolderName: 'Ali Khan', phone: '03001234567', ...overrides };
}

/** Gives a player money the way production does: a deposit request an admin approves. */
export async function fundByDeposit(wallet: BusClient, userId: string, amountPkr: number): Promise<void> {
  const request = await wallet.call('wallet.deposit.request', depositRequest(userId, amountPkr));
  await wallet.call('wallet.transactions.review', { requestId: request.id, action: 'approve', adminId: newId() });
}

/** Asserts a refusal by what crosses the wire: its code and the exact message a person reads. */
export async function expectRefusal(pending: Promise<unknown>, code: AppError['code'], message: string): Promise<void> {
  const error = await pending.then(
    (reply) => new Error(`expected ${code} '${message}', got ${JSON.stringify(reply)}`),
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  expect({ code: (error as AppError).code, message: (error as AppError).message }).toEqual({ code, message });
}

export async function balanceOf(wallet: BusClient, userId: string): Promise<number> {
  return (await wallet.call('wallet.balance', { userId })).balance;
}
