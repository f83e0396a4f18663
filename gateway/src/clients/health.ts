import type { BusClient } from '@pkr/platform';

const healthSubjects = {
  auth: 'auth.health',
  wallet: 'wallet.health',
  'game-engine': 'game.health',
  leaderboard: 'leaderboard.health',
  chat: 'chat.health',
  admin: 'admin.health',
} as const;
export type ServiceName = keyof typeof healthSubjects;
export type ServiceState = 'up' | 'not answering' | 'database down';

/** Short, so a readiness probe answers before a load balancer gives up on it. */
const HEALTH_TIMEOUT_MS = 2_000;

/** Asks every service behind the bus whether it and its database answer. */
export async function serviceHealth(client: BusClient): Promise<Record<ServiceName, ServiceState>> {
  const entries = await Promise.all(
    (Object.entries(healthSubjects) as [ServiceName, (typeof healthSubjects)[ServiceName]][]).map(async ([name, subject]) => {
      try {
        const reply = await client.call(subject, {}, { timeoutMs: HEALTH_TIMEOUT_MS });
        return [name, reply.database ? 'up' : 'database down'] as const;
      } catch {
        return [name, 'not answering'] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as Record<ServiceName, ServiceState>;
}
