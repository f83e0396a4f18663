import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { NatsServerOptions } from '@pkr/platform';
import { repoRoot } from './dev-defaults';
import { natsPermissions, type NatsUser, natsUsers } from './nats-permissions';

/** The nats-server configuration docker-compose.yml mounts and the local runs start with. */
export const natsConfigFile = join(repoRoot, 'infra/nats/nats-server.conf');

/** The environment variable holding a user's password, read by nats-server (`$NAME` in the file) and by compose. */
export const natsPasswordVariable = (user: NatsUser) => `NATS_${user.toUpperCase().replaceAll('-', '_')}_PASSWORD`;

export type NatsPasswords = Record<NatsUser, string>;

const list = (subjects: string[]) => `[${subjects.map((subject) => JSON.stringify(subject)).join(', ')}]`;

/** The file's text: one user per process kind, its password from the environment, its permissions from the table. */
export function renderNatsConfig(): string {
  const users = natsUsers.map((user) => {
    const { publish, subscribe } = natsPermissions(user);
    return [
      '    {',
      `      user: ${JSON.stringify(user)}`,
      `      password: $${natsPasswordVariable(user)}`,
      '      permissions: {',
      `        publish: { allow: ${list(publish)} }`,
      `        subscribe: { allow: ${list(subscribe)} }`,
      '        # Answers to the requests it was sent, and nothing else on reply subjects.',
      '        allow_responses: true',
      '      }',
      '    }',
    ].join('\n');
  });
  return [
    '# Generated from infra/src/nats-permissions.ts by `node --import tsx infra/scripts/render-nats-config.ts`: edit',
    '# the table, not this file. Every process connects as its own user; a connection without a user is refused.',
    `# The passwords come from the environment (${natsPasswordVariable('gateway')}, ...): letters, digits, - and _,`,
    '# beginning with a letter (nats-server reads a value like 123 or true as a number or a boolean).',
    'authorization {',
    '  # Seconds a new connection has to present its user. The default 2 is too short for a service starting beside',
    '  # several others on a busy machine: its answer comes late, the server drops it, and the service exits.',
    '  timeout: 10',
    '  users = [',
    users.join('\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}

/** Fresh passwords for a local run: a letter, then hex. */
export function newNatsPasswords(): NatsPasswords {
  return Object.fromEntries(natsUsers.map((user) => [user, `p${randomBytes(16).toString('hex')}`])) as NatsPasswords;
}

/** How a local nats-server starts with the configuration: the file, and the passwords in its environment. */
export function securedNatsOptions(passwords: NatsPasswords, args: string[] = []): NatsServerOptions {
  return {
    args: ['-c', natsConfigFile, ...args],
    env: Object.fromEntries(natsUsers.map((user) => [natsPasswordVariable(user), passwords[user]])),
  };
}

/** `nats://host:port` as `user` connects to it; of a cluster's comma-separated URLs, each one. */
export function natsUrlAs(natsUrl: string, user: NatsUser, password: string): string {
  return natsUrl
    .split(',')
    .map((server) => {
      const url = new URL(server);
      url.username = user;
      url.password = password;
      return url.toString();
    })
    .join(',');
}
