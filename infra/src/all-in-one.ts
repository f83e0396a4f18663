import { join } from 'node:path';
import { loadAdminConfig } from '@pkr/admin/config';
import { startAdminService } from '@pkr/admin/service';
import { loadAuthConfig } from '@pkr/auth/config';
import { startAuthService } from '@pkr/auth/service';
import { loadChatConfig } from '@pkr/chat/config';
import { startChatService } from '@pkr/chat/service';
import { loadGameConfig } from '@pkr/game-engine/config';
import { startGameEngineService } from '@pkr/game-engine/service';
import { loadGatewayConfig } from '@pkr/gateway/config';
import { startGateway } from '@pkr/gateway/server';
import { loadLeaderboardConfig } from '@pkr/leaderboard/config';
import { startLeaderboardService } from '@pkr/leaderboard/service';
import {
  assertPortFree,
  createLogger,
  ensureDatabase,
  MemoryBus,
  metricsListener,
  type RunningService,
  runMain,
  startEmbeddedPostgres,
} from '@pkr/platform';
import { loadWalletConfig } from '@pkr/wallet/config';
import { startWalletService } from '@pkr/wallet/service';
import { dataDir, devAdmin, prepareDataDir, serviceDatabases, sessionSecret } from './dev-defaults';

/**
 * README command 1: every service in this one process on the in-process bus, embedded PostgreSQL with its
 * data under .data/, the gateway and the built app on PORT.
 */
const logger = createLogger('all-in-one');

async function start(): Promise<RunningService> {
  prepareDataDir();
  await assertPortFree(Number(process.env.PORT ?? 8080), 'the gateway', 'PORT');
  const postgresPort = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  await assertPortFree(postgresPort, 'the embedded PostgreSQL', 'EMBEDDED_PG_PORT');
  const postgres = await startEmbeddedPostgres({
    databaseDir: join(dataDir, 'postgres'),
    port: postgresPort,
    persistent: true,
  });
  const databaseUrls = {
    auth: await ensureDatabase(postgres.adminUrl, serviceDatabases.auth),
    wallet: await ensureDatabase(postgres.adminUrl, serviceDatabases.wallet),
    game: await ensureDatabase(postgres.adminUrl, serviceDatabases.game),
    leaderboard: await ensureDatabase(postgres.adminUrl, serviceDatabases.leaderboard),
    admin: await ensureDatabase(postgres.adminUrl, serviceDatabases.admin),
    chat: await ensureDatabase(postgres.adminUrl, serviceDatabases.chat),
  };
  const env = {
    ...process.env,
    NATS_URL: 'memory',
    SESSION_SECRET: sessionSecret(),
    ADMIN_USERNAME: devAdmin.username,
    ADMIN_PASSWORD: devAdmin.password,
  };
  const bus = new MemoryBus(logger);
  // The wallet first: it consumes the registration event the admin seed raises.
  const wallet = await startWalletService({
    bus,
    databaseUrl: databaseUrls.wallet,
    logger: createLogger('wallet'),
    config: loadWalletConfig({ ...env, DATABASE_URL: databaseUrls.wallet }),
  });
  const auth = await startAuthService({
    bus,
    databaseUrl: databaseUrls.auth,
    logger: createLogger('auth'),
    config: loadAuthConfig({ ...env, DATABASE_URL: databaseUrls.auth }),
  });
  const game = await startGameEngineService({
    bus,
    databaseUrl: databaseUrls.game,
    logger: createLogger('game-engine'),
    config: loadGameConfig({ ...env, DATABASE_URL: databaseUrls.game }),
  });
  const leaderboard = await startLeaderboardService({
    bus,
    databaseUrl: databaseUrls.leaderboard,
    logger: createLogger('leaderboard'),
    config: loadLeaderboardConfig({ ...env, DATABASE_URL: databaseUrls.leaderboard }),
  });
  const admin = await startAdminService({
    bus,
    databaseUrl: databaseUrls.admin,
    logger: createLogger('admin'),
    config: loadAdminConfig({ ...env, DATABASE_URL: databaseUrls.admin }),
  });
  const chat = await startChatService({
    bus,
    databaseUrl: databaseUrls.chat,
    logger: createLogger('chat'),
    config: loadChatConfig({ ...env, DATABASE_URL: databaseUrls.chat }),
  });
  const gatewayConfig = loadGatewayConfig(env);
  const gateway = await startGateway({ bus, config: gatewayConfig, logger: createLogger('gateway') });
  // Every service runs in this one process, so one listener on METRICS_PORT serves all their metrics.
  const metrics = await metricsListener(gatewayConfig.metricsPort, logger);

  logger.info(`Open http://localhost:${gateway.port}`);
  console.log(`\n  The app is running at http://localhost:${gateway.port}`);
  console.log(`  Admin panel: http://localhost:${gateway.port}/admin-login  (username: ${devAdmin.username}, password: ${devAdmin.password})\n`);

  return {
    async stop() {
      await metrics.stop();
      await gateway.stop();
      for (const service of [chat, admin, leaderboard, game, auth, wallet]) await service.stop();
      await bus.drain();
      await postgres.stop();
    },
  };
}

await runMain(logger, start);
