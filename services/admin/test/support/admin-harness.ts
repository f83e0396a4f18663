import { randomUUID } from 'node:crypto';
import { loadAuthConfig } from '@pkr/auth/config';
import { startAuthService } from '@pkr/auth/service';
import type { AdminActor } from '@pkr/contracts';
import { loadGameConfig } from '@pkr/game-engine/config';
import { startGameEngineService } from '@pkr/game-engine/service';
import { type BusClient, createBusClient, createLogger, createPool, MemoryBus, type Pool, type RunningService } from '@pkr/platform';
import { createTestDatabase } from '@pkr/platform/testing';
import { loadWalletConfig } from '@pkr/wallet/config';
import { startWalletService } from '@pkr/wallet/service';
import { expect, inject, vi } from 'vitest';
import { loadAdminConfig } from '../../src/config';
import { startAdminService } from '../../src/service';

export const seededAdmin = { username: 'chief', password: 'chief-password-1' };
const logger = createLogger('admin-test', 'silent');

export interface AdminHarness {
  /** The one bus every service serves, for a test's stand-ins. */
  bus: MemoryBus;
  /** What a gateway holds: a typed client on the bus every service serves. */
  client: BusClient;
  /** The admin service's own database, as an operator would look at it (superuser). */
  db: Pool;
  /** An actor for a fresh session of this user, as a gateway would resolve it from the cookie. */
  actorFor(username: string, password: string, door?: 'admin' | 'player'): Promise<AdminActor>;
  /** Registers a player and answers its id. */
  newPlayer(prefix: string): Promise<{ id: string; username: string }>;
  /** A new player whose 3 free coins have landed, so every balance after is exact. */
  playerWithBonus(prefix: string): Promise<{ id: string; username: string }>;
  /** A player's balance in paisa, as the wallet holds it. */
  balance(userId: string): Promise<number>;
  stop(): Promise<void>;
}

let counter = 0;
export const freshIp = () => `198.51.100.${(counter += 1) % 250}`;

/**
 * Auth, wallet and the admin service (and the game engine when asked; no wallet when told) on fresh databases and
 * one in-process bus.
 */
export async function startAdminHarness(label: string, options: { games?: boolean; wallet?: boolean } = {}): Promise<AdminHarness> {
  const adminUrl = inject('pgAdminUrl');
  const bus = new MemoryBus(logger);
  const database = (name: string) => createTestDatabase(adminUrl, `${label}_${name}`);
  const [walletDb, authDb, adminDb, gameDb] = await Promise.all([database('wallet'), database('auth'), database('admin'), database('game')]);
  const base = { NATS_URL: 'memory', LOG_LEVEL: 'silent' };
  const started: RunningService[] = [];
  if (options.wallet !== false) {
    started.push(await startWalletService({ bus, databaseUrl: walletDb, logger, config: loadWalletConfig({ ...base, DATABASE_URL: walletDb }) }));
  }
  started.push(
    await startAuthService({
      bus,
      databaseUrl: authDb,
      logger,
      config: loadAuthConfig({
        ...base,
        DATABASE_URL: authDb,
        SESSION_SECRET: 'admin-service-test-secret-0123456789abcdef',
        ADMIN_USERNAME: seededAdmin.username,
        ADMIN_PASSWORD: seededAdmin.password,
        RATE_LIMIT_ATTEMPTS_PER_IP: '10000',
      }),
    }),
    await startAdminService({ bus, databaseUrl: adminDb, logger, config: loadAdminConfig({ ...base, DATABASE_URL: adminDb }) }),
  );
  if (options.games) {
    const config = loadGameConfig({ ...base, DATABASE_URL: gameDb, GAME_CONTROL_ENABLED: 'true', FAIRNESS_CHAIN_LENGTH: '5000', BETTING_MS: '60000' });
    started.push(await startGameEngineService({ bus, databaseUrl: gameDb, logger, config }));
  }
  const client = createBusClient(bus);
  const db = createPool(adminDb, 2);
  const newPlayer = async (prefix: string) => {
    const username = `${prefix}${(counter += 1)}`;
    const { user } = await client.call('auth.register', { username, password: 'secret123', phone: `${username}@example.pk`, dateOfBirth: '1990-01-01', client: { ip: freshIp() } });
    return { id: user.id, username };
  };
  const balance = async (userId: string) => (await client.call('wallet.balance', { userId })).balance;
  return {
    bus,
    client,
    db,
    async actorFor(username, password, door = 'admin') {
      const credentials = { username, password, client: { ip: freshIp() } };
      const session = await client.call(door === 'admin' ? 'auth.admin-login' : 'auth.login', credentials);
      const resolved = await client.call('auth.session.resolve', { token: session.token });
      return { sessionId: resolved.sessionId, adminId: resolved.userId, username: resolved.username, requestId: randomUUID(), ip: freshIp() };
    },
    newPlayer,
    async playerWithBonus(prefix) {
      const player = await newPlayer(prefix);
      await vi.waitFor(async () => expect(await balance(player.id)).toBe(300), { timeout: 10_000, interval: 50 });
      return player;
    },
    balance,
    async stop() {
      await bus.drain();
      for (const service of started.reverse()) await service.stop();
      await db.end();
    },
  };
}

/** The same actor on a new request (a new request id), as each click of the panel is. */
export const nextRequest = (actor: AdminActor): AdminActor => ({ ...actor, requestId: randomUUID() });
