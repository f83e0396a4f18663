import { randomUUID } from 'node:crypto';
import { AppError, type GameType, pkrToPaisa } from '@pkr/contracts';
import { type Bus, type BusClient, createBusClient, createLogger, createPool, NatsBus, type Pool, type RunningService } from '@pkr/platform';
import { createTestDatabase, startNatsServer } from '@pkr/platform/testing';
import { inject } from 'vitest';
import { loadWalletConfig } from '../../../wallet/src/config';
import { startWalletService } from '../../../wallet/src/service';
import { loadGameConfig } from '../../src/config';
import { startGameEngineService } from '../../src/service';
import { LiveFeed } from './live-feed';

/** Short phases so a round takes a second or two; every uncontrolled round crashes by 1.20x. */
export const fastRounds: Record<string, string> = {
  BETTING_MS: '900',
  AVIATOR_FIRST_BETTING_MS: '900',
  AVIATOR_BETTING_MS: '900',
  TRANSITION_MS: '300',
  CRASHED_PAUSE_MS: '300',
  TICK_MS: '50',
  LEADER_POLL_MS: '100',
  FAIRNESS_CHAIN_LENGTH: '3000',
  MAX_MULTIPLIER: '1.2',
  GAME_CONTROL_ENABLED: 'true',
};

export interface Player {
  userId: string;
  username: string;
}

export interface EngineHarness {
  /** A caller on the bus, as the gateway is. */
  client: BusClient;
  /** The caller's bus, for tests that stand in for a consumer. */
  bus: Bus;
  live: LiveFeed;
  /** A pool on the engine's database, to stand in for another replica's writes. */
  engineDb: Pool;
  /** A pool on the wallet's database, to audit the ledger. */
  walletDb: Pool;
  /** The engine's database, for a test that prepares it before any replica starts. */
  engineDatabaseUrl: string;
  /**
   * Starts one more engine replica on the same database and bus, as its own bus connection; `now` sets the clock
   * its player-protection rules read.
   */
  startEngine(env?: Record<string, string>, options?: { now?: () => Date }): Promise<RunningService>;
  /** Stops every engine replica started so far. */
  stopEngines(): Promise<void>;
  newPlayer(balancePkr: number): Promise<Player>;
  balance(player: Player): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The real wallet and real engine replicas on their own databases and their own nats-server: other suites serve
 * `wallet.*` and `game.*` on the shared server, and a queue group would hand them some of this suite's requests.
 */
export async function startEngineHarness(label: string): Promise<EngineHarness> {
  const adminUrl = inject('pgAdminUrl');
  const [walletDatabaseUrl, engineDatabaseUrl, nats] = await Promise.all([
    createTestDatabase(adminUrl, `${label}_wallet`),
    createTestDatabase(adminUrl, `${label}_engine`),
    startNatsServer(),
  ]);
  const logLevel = process.env.TEST_LOG_LEVEL ?? 'silent';
  const walletBus = await NatsBus.connect(nats.url, `${label}-wallet`);
  const wallet = await startWalletService({
    bus: walletBus,
    databaseUrl: walletDatabaseUrl,
    logger: createLogger('wallet', logLevel),
    config: loadWalletConfig({ DATABASE_URL: walletDatabaseUrl, NATS_URL: nats.url }),
  });
  const clientBus = await NatsBus.connect(nats.url, `${label}-client`);
  const client = createBusClient(clientBus);
  const live = new LiveFeed(clientBus);
  const engines: Array<() => Promise<void>> = [];
  const stopEngines = async () => {
    await Promise.all(engines.map((stop) => stop()));
  };

  const engineDb = createPool(engineDatabaseUrl, 2);
  const walletDb = createPool(walletDatabaseUrl, 2);

  return {
    client,
    bus: clientBus,
    live,
    engineDb,
    walletDb,
    engineDatabaseUrl,
    async startEngine(env = {}, { now } = {}) {
      const bus = await NatsBus.connect(nats.url, `${label}-engine-${engines.length + 1}`);
      const config = loadGameConfig({ ...fastRounds, ...env, DATABASE_URL: engineDatabaseUrl, NATS_URL: nats.url });
      const engine = await startGameEngineService({ bus, databaseUrl: engineDatabaseUrl, logger: createLogger('game-engine', logLevel), config, ...(now ? { now } : {}) }).catch(
        async (error: unknown) => {
          await bus.drain();
          throw error;
        },
      );
      let stopped: Promise<void> | undefined;
      const stop = () => (stopped ??= engine.stop().then(() => bus.drain()));
      engines.push(stop);
      return { stop };
    },
    stopEngines,
    async newPlayer(balancePkr) {
      const player = { userId: randomUUID(), username: `player_${randomUUID().slice(0, 6)}` };
      const amount = pkrToPaisa(balancePkr);
      await client.call('wallet.adjust', { adjustmentId: randomUUID(), userId: player.userId, amount, reason: 'test funds', adminId: randomUUID() });
      return player;
    },
    async balance(player) {
      return (await client.call('wallet.balance', { userId: player.userId })).balance;
    },
    async stop() {
      await stopEngines();
      await engineDb.end();
      await walletDb.end();
      await clientBus.drain();
      await walletBus.drain();
      await wallet.stop();
      await nats.stop();
    },
  };
}

/** Polls `check` until it holds; usable in hooks, where expect.poll is not. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until some replica leads `gameType` and serves its state. */
export async function untilServing(client: BusClient, gameType: GameType = 'crash'): Promise<void> {
  await until(() => client.call(`game.${gameType}.state`, {}).then(() => true, () => false), `${gameType} is served`);
}

/**
 * Until a crashed round is written (its fairness reveal answers): the crash is told to players at its moment,
 * and the round's record follows its settlement.
 */
export async function untilRecorded(client: BusClient, round: number, gameType: GameType = 'crash'): Promise<void> {
  await until(() => client.call('game.fairness.round', { gameType, roundId: round }).then(() => true, () => false), `round ${round} is recorded`);
}

/** A player's bet as the gateway asks for it (amount in PKR here, paisa on the bus). */
export function placeBet(client: BusClient, player: Player, amountPkr: number, autoCashoutHundredths: number | null = null, gameType: GameType = 'crash') {
  return client.call(`game.${gameType}.bet`, { ...player, amount: pkrToPaisa(amountPkr), autoCashoutHundredths, multipleCashouts: 1 });
}

/** Sets the crash point of the next round the admin way and hands back its number. */
export async function controlNextRound(client: BusClient, crashPointHundredths: number, gameType: GameType = 'crash'): Promise<number> {
  const reply = await client.call(`game.${gameType}.control`, { crashPointHundredths, adminId: randomUUID() });
  return reply.roundNumber;
}

/** The refusal a call ends in, as it crossed the wire. */
async function appErrorOf(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AppError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return error;
}

export async function refusalOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  const { code, message } = await appErrorOf(call);
  return { code, message };
}

/** The refusal with the HTTP status it carries: each protection rule names its own (400, 403, 409). */
export async function refusalWithStatusOf(call: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  const { status, code, message } = await appErrorOf(call);
  return { status, code, message };
}
