import { writeFileSync } from 'node:fs';
import { natsConfigFile, renderNatsConfig } from '../src/nats-config';

/** Writes infra/nats/nats-server.conf from the permissions table (infra/src/nats-permissions.ts). */
writeFileSync(natsConfigFile, renderNatsConfig());
console.log(`wrote ${natsConfigFile}`);
