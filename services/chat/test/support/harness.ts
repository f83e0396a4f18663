import { randomUUID } from 'node:crypto';
import { AppError, type AuthUser, broadcasts, type ChatLiveEvent, type PlayerBet, type ProtectionState, unrestrictedProtection } from '@pkr/contracts';
import { type BusClient, createBusClient, createLogger, createPool, NatsBus, type Pool, type RunningService, serveEndpoints } from '@pkr/platform';
import { createTestDatabase, startNatsServer } from '@pkr/platform/testing';
import { inject } from 'vitest';
import { loadChatConfig } from '../../src/config';
import { startChatService } from '../../src/service';

export interface ChatHarness {
  chat: BusClient;
  db: Pool;
  /** The clock every replica reads; a test moves it instead of waiting. */
  clock: { now: number };
  /** Settled bets the leaderboard stand-in counts for a player: 5 unless set. */
  bets: Map<string, number>;
  /** Protection auth answers for a player: unrestricted unless set. */
  protection: Map<string, Partial<ProtectionState>>;
  /** Bets the engine stand-in knows, by id. */
  engineBets: Map<string, PlayerBet & { userId: string }>;
  /** Every announcement the replicas published, in the order heard. */
  announced: ChatLiveEvent[];
  /** Stops one replica as its process would stop: its connection drains, then it ends. */
  stopReplica(index: number): Promise<void>;
  stop(): Promise<void>;
}

const logger = createLogger('chat-test', 'silent');

/** The real chat service (two replicas by default) on its own database and nats-server, with stand-ins for auth, the leaderboard and the engine. */
export async function startChatHarness(label: string, { replicas = 2 } = {}): Promise<ChatHarness> {
  const databaseUrl = await createTestDatabase(inject('pgAdminUrl'), label);
  const nats = await startNatsServer();
  const clientBus = await NatsBus.connect(nats.url, `${label}-client`);
  const config = loadChatConfig({ DATABASE_URL: databaseUrl, NATS_URL: nats.url, LOG_LEVEL: 'silent' });
  const clock = { now: Date.parse('2026-11-27T10:00:00.000Z') };
  const now = () => new Date(clock.now);
  // each replica on its own connection, as separate processes would be, sharing the queue group and the database
  const replicaBuses = await Promise.all(Array.from({ length: replicas }, (_, index) => NatsBus.connect(nats.url, `${label}-service-${index}`)));
  const services: RunningService[] = [];
  for (const bus of replicaBuses) services.push(await startChatService({ bus, databaseUrl, logger, config, now }));
  const harness: ChatHarness = {
    chat: createBusClient(clientBus),
    db: createPool(databaseUrl, 2),
    clock,
    bets: new Map(),
    protection: new Map(),
    engineBets: new Map(),
    announced: [],
    async stopReplica(index) {
      const [bus] = replicaBuses.splice(index, 1);
      const [service] = services.splice(index, 1);
      await bus!.drain();
      await service!.stop();
    },
    async stop() {
      standIns.unsubscribe();
      heard.unsubscribe();
      await clientBus.drain();
      for (const bus of replicaBuses) await bus.drain();
      for (const service of services) await service.stop();
      await harness.db.end();
      await nats.stop();
    },
  };
  const heard = clientBus.subscribe(broadcasts.chat, (payload) => {
    harness.announced.push(payload as ChatLiveEvent);
  });
  const standIns = serveEndpoints(
    clientBus,
    {
      'auth.user.get': ({ userId }): AuthUser => ({
        id: userId,
        username: `player_${userId.slice(0, 6)}`,
        isAdmin: false,
        phone: '',
        createdAt: new Date(clock.now).toISOString(),
        avatarColor: 'teal',
        selectedAccessories: '["crown"]',
        avatarAccessories: '["crown"]',
        dateOfBirthRequired: false,
        language: 'en',
      }),
      'auth.protection.get': ({ userId }) => ({ userId, version: 1, dateOfBirthKnown: true, ...unrestrictedProtection, ...harness.protection.get(userId) }),
      'leaderboard.player': ({ userId }) => ({
        userId,
        betsPlaced: harness.bets.get(userId) ?? 5,
        betsWon: 0,
        totalStaked: 0,
        totalPaidOut: 0,
        netResult: 0,
        totalWinnings: 0,
        biggestWin: 0,
        highestMultiplier: 0,
        achievements: [],
        unlockedAccessories: [],
      }),
      'game.bet.get': ({ userId, betId }) => {
        const bet = harness.engineBets.get(betId);
        if (!bet || bet.userId !== userId) throw new AppError('NOT_FOUND', 'Bet not found');
        const { userId: _owner, ...playerBet } = bet;
        return playerBet;
      },
    },
    { queue: `${label}-stand-ins`, logger },
  );
  await clientBus.flush();
  return harness;
}

export const newId = (): string => randomUUID();
export const newKey = (): string => `chat-${randomUUID()}`;
