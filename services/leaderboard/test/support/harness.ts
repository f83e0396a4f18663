import { randomUUID } from 'node:crypto';
import type { AuthUser, BetSettled, ReplyOf, UserRegistered } from '@pkr/contracts';
import { type BusClient, createBusClient, createLogger, createPool, NatsBus, type Pool, type RunningService, serveEndpoints } from '@pkr/platform';
import { createTestDatabase, startNatsServer } from '@pkr/platform/testing';
import { inject } from 'vitest';
import { loadLeaderboardConfig } from '../../src/config';
import type { SettledBet } from '../../src/domain/settled-bet';
import { startLeaderboardService } from '../../src/service';

export interface LeaderboardHarness {
  leaderboard: BusClient;
  /** A direct connection for audits and tampering; the service never shares it. */
  db: Pool;
  databaseUrl: string;
  /** What the auth stand-in answers for `auth.user.get`; unknown users are not found. */
  users: Map<string, AuthUser['avatarColor']>;
  /** The equipped list (JSON text, as auth stores it) the auth stand-in answers per user; '[]' when unset. */
  equipped: Map<string, string>;
  /** What the engine stand-in answers for `game.history.list`, newest first; undefined: the engine does not answer. */
  crashRounds: ReplyOf<'game.history.list'> | undefined;
  stop(): Promise<void>;
}

const logger = createLogger('leaderboard-test', 'silent');

/**
 * The real leaderboard (one or more replicas) on its own database and nats-server, with stand-ins for the two subjects it asks of
 * others (auth's profile, the engine's finished rounds), so a test decides what they answer.
 */
export async function startLeaderboardHarness(label: string, { replicas = 1 } = {}): Promise<LeaderboardHarness> {
  const databaseUrl = await createTestDatabase(inject('pgAdminUrl'), label);
  const nats = await startNatsServer();
  const clientBus = await NatsBus.connect(nats.url, `${label}-client`);
  const config = loadLeaderboardConfig({ DATABASE_URL: databaseUrl, NATS_URL: nats.url, LOG_LEVEL: 'silent' });
  // each replica on its own connection, as separate processes would be, sharing the queue group and the database
  const replicaBuses = await Promise.all(Array.from({ length: replicas }, (_, index) => NatsBus.connect(nats.url, `${label}-service-${index}`)));
  const services: RunningService[] = [];
  for (const bus of replicaBuses) services.push(await startLeaderboardService({ bus, databaseUrl, logger, config }));
  const harness: LeaderboardHarness = {
    leaderboard: createBusClient(clientBus),
    db: createPool(databaseUrl, 2),
    databaseUrl,
    users: new Map(),
    equipped: new Map(),
    crashRounds: [],
    async stop() {
      standIns.unsubscribe();
      await clientBus.drain();
      for (const bus of replicaBuses) await bus.drain();
      for (const service of services) await service.stop();
      await harness.db.end();
      await nats.stop();
    },
  };
  const standIns = serveEndpoints(
    clientBus,
    {
      'auth.user.get': ({ userId }) => {
        const avatarColor = harness.users.get(userId);
        if (!avatarColor) throw new Error('unknown user');
        return { id: userId, username: 'someone', isAdmin: false, phone: '', createdAt: new Date().toISOString(), avatarColor, selectedAccessories: harness.equipped.get(userId) ?? '[]', avatarAccessories: '[]', dateOfBirthRequired: false, language: 'en' };
      },
      'game.history.list': ({ limit }) => {
        if (!harness.crashRounds) throw new Error('engine down');
        return harness.crashRounds.slice(0, limit);
      },
    },
    { queue: `${label}-stand-ins`, logger },
  );
  await clientBus.flush();
  return harness;
}

export const newId = (): string => randomUUID();

let clock = Date.parse('2026-03-01T10:00:00.000Z');

/** A settled-bet event as the engine writes it: a lost 10 PKR bet unless told otherwise, each a second after the last. */
export function settled(userId: string, overrides: Partial<BetSettled> = {}): BetSettled {
  clock += 1_000;
  const betId = newId();
  const at = new Date(clock).toISOString();
  return {
    eventId: betId,
    occurredAt: at,
    betId,
    userId,
    username: `player_${userId.slice(0, 8)}`,
    gameType: 'crash',
    round: 1,
    amount: 1_000,
    autoCashoutAt: null,
    cashoutMultiplier: null,
    payout: 0,
    crashPoint: 1.5,
    settledAt: at,
    ...overrides,
  };
}

/** A won bet of `amount` paisa cashed out at `multiplier`, paid as the engine pays (whole rupees). */
export function settledWin(userId: string, amount: number, multiplier: number, overrides: Partial<BetSettled> = {}): BetSettled {
  const payout = Math.floor((amount * Math.round(multiplier * 100)) / 10_000) * 100;
  return settled(userId, { amount, cashoutMultiplier: multiplier, payout, crashPoint: Math.round(multiplier * 100 + 100) / 100, ...overrides });
}

export function registered(userId: string, registeredAt: string, username = `player_${userId.slice(0, 8)}`): UserRegistered {
  return { eventId: newId(), occurredAt: registeredAt, userId, username, registeredAt };
}

/** The event the engine would write for a domain bet, as `userId`'s. */
export const eventOfBet = (bet: SettledBet, userId: string): BetSettled => ({
  eventId: bet.betId,
  occurredAt: bet.settledAt.toISOString(),
  betId: bet.betId,
  userId,
  username: `player_${userId.slice(0, 8)}`,
  gameType: bet.gameType,
  round: bet.round,
  amount: bet.amount,
  autoCashoutAt: bet.autoCashoutHundredths === null ? null : bet.autoCashoutHundredths / 100,
  cashoutMultiplier: bet.cashoutHundredths === null ? null : bet.cashoutHundredths / 100,
  payout: bet.payout,
  crashPoint: bet.crashHundredths / 100,
  settledAt: bet.settledAt.toISOString(),
});
