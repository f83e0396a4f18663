import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadAdminConfig } from '@pkr/admin/config';
import { loadAuthConfig } from '@pkr/auth/config';
import { loadChatConfig } from '@pkr/chat/config';
import { loadGameConfig } from '@pkr/game-engine/config';
import { loadGatewayConfig } from '@pkr/gateway/config';
import { loadLeaderboardConfig } from '@pkr/leaderboard/config';
import { loadWalletConfig } from '@pkr/wallet/config';
import { repoRoot } from '../../infra/src/dev-defaults';
import { natsConfigFile, natsPasswordVariable, renderNatsConfig } from '../../infra/src/nats-config';
import { natsUsers } from '../../infra/src/nats-permissions';
import { bundleOf, type ServiceName, serviceEntries } from '../../infra/src/service-bundles';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
}

const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

/** What an operator's shell would give: the required variables set, the rest left to their defaults. */
const operatorEnv: Readonly<Record<string, string>> = {
  SESSION_SECRET: 'an-operator-secret-of-at-least-32-characters',
  ADMIN_USERNAME: 'operator',
  ADMIN_PASSWORD: 'operator-password',
  POSTGRES_PASSWORD: 'operator-pg',
  AUTH_DB_PASSWORD: 'operator-auth',
  WALLET_DB_PASSWORD: 'operator-wallet',
  GAME_DB_PASSWORD: 'operator-game',
  LEADERBOARD_DB_PASSWORD: 'operator-leaderboard',
  ADMIN_DB_PASSWORD: 'operator-admin',
  CHAT_DB_PASSWORD: 'operator-chat',
  ...Object.fromEntries(natsUsers.map((user) => [natsPasswordVariable(user), `nats-${user}`])),
};

/** Resolves compose's ${VAR}, ${VAR:-default} and ${VAR:?message}, nested innermost first, the way docker compose does. */
function interpolate(value: string, env: Readonly<Record<string, string>>): string {
  const innermost = /\$\{([A-Z_]+)(?::([-?])([^${}]*))?\}/;
  let resolved = value;
  while (innermost.test(resolved)) {
    resolved = resolved.replace(innermost, (_match, name: string, kind?: string, rest?: string) => {
      const set = env[name];
      if (set !== undefined) return set;
      if (kind === '-') return rest ?? '';
      throw new Error(`compose needs ${name}: ${rest}`);
    });
  }
  return resolved;
}

const environmentOf = (name: string, env = operatorEnv) =>
  Object.fromEntries(
    Object.entries(compose.services[name]?.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), env)]),
  );

describe('docker-compose.yml', () => {
  it('runs nats with JetStream and PostgreSQL with one database per service', () => {
    expect(compose.services.nats?.image).toMatch(/^nats:/);
    expect(compose.services.nats?.command).toContain('-js');
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    const init = readFileSync(join(repoRoot, 'infra/postgres/init-databases.sh'), 'utf8');
    for (const database of ['auth', 'wallet', 'game_engine', 'leaderboard', 'admin', 'chat']) expect(init).toContain(`${database}:`);
  });

  it('runs nats with the permissions of infra/nats/nats-server.conf, as rendered from the table', () => {
    expect(readFileSync(natsConfigFile, 'utf8'), 'run `node --import tsx infra/scripts/render-nats-config.ts`').toBe(renderNatsConfig());
    const command = compose.services.nats?.command ?? [];
    expect(command[command.indexOf('-c') + 1]).toBe('/etc/nats/nats-server.conf');
    expect(compose.services.nats?.volumes).toContain('./infra/nats/nats-server.conf:/etc/nats/nats-server.conf:ro');
  });

  it('connects every service to nats as its own user, with the password nats-server is given', () => {
    const services = Object.keys(compose.services).filter((name) => !['nats', 'postgres'].includes(name));
    expect(services.sort()).toEqual([...natsUsers].sort());
    for (const user of natsUsers) {
      const password = operatorEnv[natsPasswordVariable(user)];
      expect(environmentOf(user).NATS_URL).toBe(`nats://${user}:${password}@nats:4222`);
      expect(environmentOf('nats')[natsPasswordVariable(user)]).toBe(password);
    }
  });

  it('ships no default nats password', () => {
    for (const user of natsUsers) {
      const { [natsPasswordVariable(user)]: _omitted, ...without } = operatorEnv;
      expect(() => environmentOf('nats', without), user).toThrow(new RegExp(natsPasswordVariable(user)));
      expect(() => environmentOf(user, without), user).toThrow(new RegExp(natsPasswordVariable(user)));
    }
  });

  it('builds every service from a Dockerfile that exists, bundles the services and starts that one from its bundle', () => {
    for (const name of Object.keys(serviceEntries) as ServiceName[]) {
      const build = compose.services[name]?.build;
      expect(build, name).toBeDefined();
      const dockerfile = join(repoRoot, build?.context ?? '', build?.dockerfile ?? '');
      expect(existsSync(dockerfile), dockerfile).toBe(true);
      const text = readFileSync(dockerfile, 'utf8');
      expect(existsSync(join(repoRoot, serviceEntries[name])), serviceEntries[name]).toBe(true);
      expect(text).toContain(`CMD ["node", "${bundleOf(name)}"]`);
      // The bundler (esbuild, through tsx) is a devDependency: npm ci and the bundling run before NODE_ENV=production.
      const bundling = text.indexOf('infra/scripts/build-services.ts');
      expect(text.indexOf('RUN npm ci'), dockerfile).toBeGreaterThan(-1);
      expect(text.indexOf('RUN npm ci'), dockerfile).toBeLessThan(bundling);
      expect(bundling, dockerfile).toBeLessThan(text.indexOf('ENV NODE_ENV=production'));
    }
  });

  it('gives each service an environment its configuration accepts, each with its own database', () => {
    const auth = loadAuthConfig(environmentOf('auth'));
    const wallet = loadWalletConfig(environmentOf('wallet'));
    const game = loadGameConfig(environmentOf('game-engine'));
    const leaderboard = loadLeaderboardConfig(environmentOf('leaderboard'));
    loadGatewayConfig(environmentOf('gateway'));
    const admin = loadAdminConfig(environmentOf('admin'));
    const chat = loadChatConfig(environmentOf('chat'));
    const databases = [auth, wallet, game, leaderboard, admin, chat].map((config) => new URL(config.DATABASE_URL).pathname);
    expect(new Set(databases).size).toBe(6);
    for (const name of ['auth', 'wallet', 'game-engine', 'leaderboard', 'admin', 'chat', 'gateway']) {
      expect(new URL(environmentOf(name).NATS_URL ?? '').host).toBe('nats:4222');
      expect(Object.keys(compose.services[name]?.depends_on ?? {}).sort()).toEqual(['nats', 'postgres']);
    }
  });

  it("lets the gateway's own page through when the operator publishes it on another port", () => {
    expect(environmentOf('gateway').ALLOWED_ORIGINS).toBe('http://localhost:8080');
    expect(environmentOf('gateway', { ...operatorEnv, PORT: '9000' }).ALLOWED_ORIGINS).toBe('http://localhost:9000');
    expect(compose.services.gateway?.ports?.map((port) => interpolate(port, { ...operatorEnv, PORT: '9000' }))).toEqual(['9000:8080']);
  });

  it("passes the operator's fairness ceremony to the engine, the one-step one with no salt unless set", () => {
    expect(loadGameConfig(environmentOf('game-engine'))).toMatchObject({ FAIRNESS_CEREMONY: 'one-step', FAIRNESS_SALT: undefined });
    const salted = environmentOf('game-engine', { ...operatorEnv, FAIRNESS_CEREMONY: 'two-phase', FAIRNESS_SALT: 'a block hash' });
    expect(loadGameConfig(salted)).toMatchObject({ FAIRNESS_CEREMONY: 'two-phase', FAIRNESS_SALT: 'a block hash' });
  });

  it('publishes only the gateway and runs a standby game engine', () => {
    const published = Object.entries(compose.services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['gateway']);
    expect(compose.services['game-engine']?.deploy?.replicas).toBeGreaterThanOrEqual(2);
  });

  it('refuses to start without the secrets an operator must choose', () => {
    const { SESSION_SECRET: _omitted, ...withoutSecret } = operatorEnv;
    expect(() => environmentOf('auth', withoutSecret)).toThrow(/SESSION_SECRET/);
  });

  it('ships no default database password', () => {
    for (const name of ['POSTGRES_PASSWORD', 'AUTH_DB_PASSWORD', 'WALLET_DB_PASSWORD', 'GAME_DB_PASSWORD', 'LEADERBOARD_DB_PASSWORD', 'ADMIN_DB_PASSWORD']) {
      const { [name]: _omitted, ...without } = operatorEnv;
      expect(() => environmentOf('postgres', without), name).toThrow(new RegExp(name));
    }
    expect(environmentOf('wallet').DATABASE_URL).toBe('postgres://wallet:operator-wallet@postgres:5432/wallet');
  });

  it("keeps the operator's secrets out of every image", () => {
    const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.env', '.env.*', '*.pem', '*.key']));
  });
});
