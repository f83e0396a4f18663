import type { TestProject } from 'vitest/node';
import { startNatsServer, startTestPostgres } from '@pkr/platform/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    natsUrl: string;
  }
}

/** One real PostgreSQL and one real nats-server for the whole run. */
export default async function setup(project: TestProject) {
  const [postgres, nats] = await Promise.all([startTestPostgres(), startNatsServer()]);
  project.provide('pgAdminUrl', postgres.adminUrl);
  project.provide('natsUrl', nats.url);
  return async () => {
    await Promise.all([postgres.stop(), nats.stop()]);
  };
}
