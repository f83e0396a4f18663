import { loadAdminConfig } from '@pkr/admin/config';
import { startAdminService } from '@pkr/admin/service';
import { loadAuthConfig } from '@pkr/auth/config';
import { startAuthService } from '@pkr/auth/service';
import { loadChatConfig } from '@pkr/chat/config';
import { startChatService } from '@pkr/chat/service';
import { type Bus, createLogger, type RunningService } from '@pkr/platform';
import { createTestDatabase } from '@pkr/platform/testing';
import { loadGameConfig } from '@pkr/game-engine/config';
import { startGameEngineService } from '@pkr/game-engine/service';
import { loadLeaderboardConfig } from '@pkr/leaderboard/config';
import { startLeaderboardService } from '@pkr/leaderboard/service';
import { loadWalletConfig } from '@pkr/wallet/config';
import { startWalletService } from '@pkr/wallet/service';
import { inject } from 'vitest';

export const testAdmin = { username: 'gatewayadmin', password: 'admin-secret-123' };

const logger = createLogger('services-test', 'silent');

export type ServiceName = 'auth' | 'wallet' | 'game-engine' | 'leaderboard' | 'admin' | 'chat';

/**
 * Rounds short enough for a test to watch several: 1.5 s of betting (the last 0.5 s transition), flights of at
 * most 1.50x (7 s), ticks every 50 ms, a short fairness chain, and Game Control on so a test can fix the crash
 * point of a round it plays.
 */
export const quickGameEnv = {
  MAX_MULTIPLIER: '1.5',
  BETTING_MS: '1500',
  AVIATOR_FIRST_BETTING_MS: '1500',
  AVIATOR_BETTING_MS: '1500',
  TRANSITION_MS: '500',
  CRASHED_PAUSE_MS: '300',
  TICK_MS: '50',
  LEADER_POLL_MS: '200',
  FAIRNESS_CHAIN_LENGTH: '5000',
  GAME_CONTROL_ENABLED: 'true',
};

/**
 * The real services, each on a fresh database of the test PostgreSQL, joined to the gateway by one bus.
 * Stopped in reverse order of start.
 */
export async function startServices(bus: Bus, label: string, names: readonly ServiceName[] = ['auth', 'wallet', 'admin']): Promise<RunningService> {
  const adminUrl = inject('pgAdminUrl');
  const started: RunningService[] = [];
  for (const name of names) {
    const databaseUrl = await createTestDatabase(adminUrl, `gw_${label}_${name}`);
    const env = { DATABASE_URL: databaseUrl, NATS_URL: 'memory', LOG_LEVEL: 'silent' };
    if (name === 'auth') {
      const config = loadAuthConfig({
        ...env,
        SESSION_SECRET: 'gateway-integration-test-secret-0123456789',
        ADMIN_USERNAME: testAdmin.username,
        ADMIN_PASSWORD: testAdmin.password,
        RATE_LIMIT_REGISTRATIONS_PER_IP: '1000',
      });
      started.push(await startAuthService({ bus, databaseUrl, logger, config }));
    } else if (name === 'wallet') {
      started.push(await startWalletService({ bus, databaseUrl, logger, config: loadWalletConfig(env) }));
    } else if (name === 'leaderboard') {
      started.push(await startLeaderboardService({ bus, databaseUrl, logger, config: loadLeaderboardConfig(env) }));
    } else if (name === 'chat') {
      started.push(await startChatService({ bus, databaseUrl, logger, config: loadChatConfig(env) }));
    } else if (name === 'admin') {
      started.push(await startAdminService({ bus, databaseUrl, logger, config: loadAdminConfig(env) }));
    } else {
      const config = loadGameConfig({ ...env, ...quickGameEnv });
      started.push(await startGameEngineService({ bus, databaseUrl, logger, config }));
    }
  }
  return {
    async stop() {
      for (const service of started.reverse()) await service.stop();
    },
  };
}
