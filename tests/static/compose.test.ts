import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadAdminConfig } from '@pkr/admin/config';
import { loadAuthConfig } from '@pkr/auth/config';
import { loadChatConfig } from '@pkr/chat/config';
import { loadGameConfig } from '@pkr/game-engine/config';
import { loadGatewayConfig } from '@pkr/gateway/config';
import { KEEP_ALIVE_MS } from '@pkr/gateway/server';
import { loadLeaderboardConfig } from '@pkr/leaderboard/config';
import { freePort, serversAndCredentials, systemBinary } from '@pkr/platform';
import { loadWalletConfig } from '@pkr/wallet/config';
import { startBalancer } from '../../infra/src/balancer';
import { repoRoot } from '../../infra/src/dev-defaults';
import { natsConfigFile, natsPasswordVariable, renderNatsConfig } from '../../infra/src/nats-config';
import { type NatsUser, natsUsers } from '../../infra/src/nats-permissions';
import { bundleOf, type ServiceName, serviceEntries, serviceNodeArgs } from '../../infra/src/service-bundles';

interface ComposeService {
  image?: string;
  container_name?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  expose?: string[];
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
  GRAFANA_ADMIN_PASSWORD: 'operator-grafana',
};

/** The services that watch the others, beside the stores (nats, postgres) and the app's own services. */
const monitoring = ['prometheus', 'grafana'];

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

/** The members of the nats cluster, each a service of its own. */
const natsMembers = ['nats-1', 'nats-2', 'nats-3'];
const infrastructure = [...natsMembers, 'postgres', 'balancer'];

const environmentOf = (name: string, env = operatorEnv) =>
  Object.fromEntries(
    Object.entries(compose.services[name]?.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), env)]),
  );

describe('docker-compose.yml', () => {
  it('runs nats as a cluster of three with JetStream and PostgreSQL with one database per service', () => {
    const routes = natsMembers.map((member) => `nats://${member}:6222`).join(',');
    for (const member of natsMembers) {
      const command = compose.services[member]?.command ?? [];
      expect(compose.services[member]?.image, member).toMatch(/^nats:/);
      expect(command, member).toContain('-js');
      expect(command[command.indexOf('--name') + 1], member).toBe(member);
      expect(command[command.indexOf('--cluster_name') + 1], member).toBe('pkr');
      expect(command[command.indexOf('--cluster') + 1], member).toBe('nats://0.0.0.0:6222');
      expect(command[command.indexOf('--routes') + 1], member).toBe(routes);
      expect(compose.services[member]?.volumes, member).toContain(`${member}-data:/data`);
    }
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    const init = readFileSync(join(repoRoot, 'infra/postgres/init-databases.sh'), 'utf8');
    for (const database of ['auth', 'wallet', 'game_engine', 'leaderboard', 'admin', 'chat']) expect(init).toContain(`${database}:`);
  });

  it('runs nats with the permissions of infra/nats/nats-server.conf, as rendered from the table', () => {
    expect(readFileSync(natsConfigFile, 'utf8'), 'run `node --import tsx infra/scripts/render-nats-config.ts`').toBe(renderNatsConfig());
    for (const member of natsMembers) {
      const command = compose.services[member]?.command ?? [];
      expect(command[command.indexOf('-c') + 1], member).toBe('/etc/nats/nats-server.conf');
      expect(compose.services[member]?.volumes, member).toContain('./infra/nats/nats-server.conf:/etc/nats/nats-server.conf:ro');
    }
  });

  it('connects every service to every nats member as its own user, with the password nats-server is given', () => {
    const services = Object.keys(compose.services).filter((name) => ![...infrastructure, ...monitoring].includes(name));
    expect(services.sort()).toEqual([...natsUsers].sort());
    for (const user of natsUsers) {
      const password = operatorEnv[natsPasswordVariable(user)];
      expect(serversAndCredentials(environmentOf(user).NATS_URL ?? ''), user).toEqual({
        servers: natsMembers.map((member) => `nats://${member}:4222`),
        user,
        pass: password,
      });
      for (const member of natsMembers) expect(environmentOf(member)[natsPasswordVariable(user)], member).toBe(password);
    }
  });

  it('ships no default nats password', () => {
    for (const user of natsUsers) {
      const { [natsPasswordVariable(user)]: _omitted, ...without } = operatorEnv;
      for (const member of natsMembers) expect(() => environmentOf(member, without), member).toThrow(new RegExp(natsPasswordVariable(user)));
      expect(() => environmentOf(user, without), user).toThrow(new RegExp(natsPasswordVariable(user)));
    }
  });

  it("builds every service from a Dockerfile that exists, bundles the services and starts that one from its bundle with node's options for it", () => {
    for (const name of Object.keys(serviceEntries) as ServiceName[]) {
      const build = compose.services[name]?.build;
      expect(build, name).toBeDefined();
      const dockerfile = join(repoRoot, build?.context ?? '', build?.dockerfile ?? '');
      expect(existsSync(dockerfile), dockerfile).toBe(true);
      const text = readFileSync(dockerfile, 'utf8');
      expect(existsSync(join(repoRoot, serviceEntries[name])), serviceEntries[name]).toBe(true);
      const command = ['node', ...(serviceNodeArgs[name] ?? []), bundleOf(name)];
      expect(text).toContain(`CMD [${command.map((part) => `"${part}"`).join(', ')}]`);
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
      expect(serversAndCredentials(environmentOf(name).NATS_URL ?? '').servers).toEqual(natsMembers.map((member) => `nats://${member}:4222`));
      expect(Object.keys(compose.services[name]?.depends_on ?? {}).sort()).toEqual([...natsMembers, 'postgres']);
    }
  });

  it("lets the gateway's own page through when the operator publishes it on another port", () => {
    expect(environmentOf('gateway').ALLOWED_ORIGINS).toBe('http://localhost:8080');
    expect(environmentOf('gateway', { ...operatorEnv, PORT: '9000' }).ALLOWED_ORIGINS).toBe('http://localhost:9000');
    expect(compose.services.balancer?.ports?.map((port) => interpolate(port, { ...operatorEnv, PORT: '9000' }))).toEqual(['9000:8080']);
  });

  it("passes the operator's fairness ceremony to the engine, the one-step one with no salt unless set", () => {
    expect(loadGameConfig(environmentOf('game-engine'))).toMatchObject({ FAIRNESS_CEREMONY: 'one-step', FAIRNESS_SALT: undefined });
    const salted = environmentOf('game-engine', { ...operatorEnv, FAIRNESS_CEREMONY: 'two-phase', FAIRNESS_SALT: 'a block hash' });
    expect(loadGameConfig(salted)).toMatchObject({ FAIRNESS_CEREMONY: 'two-phase', FAIRNESS_SALT: 'a block hash' });
  });

  it('publishes only the balancer and runs a standby game engine', () => {
    // Prometheus and Grafana are published on this host's loopback alone, for an operator on the host or a tunnel.
    const toOtherHosts = (port: string) => !interpolate(port, operatorEnv).startsWith('127.0.0.1:');
    const published = Object.entries(compose.services).filter(([, service]) => service.ports?.some(toOtherHosts));
    expect(published.map(([name]) => name)).toEqual(['balancer']);
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

  it('serves every app process its metrics on METRICS_PORT to the compose network alone, and scrapes each of them', () => {
    const scrapeConfig = parse(readFileSync(join(repoRoot, 'infra/prometheus/prometheus.yml'), 'utf8')) as {
      scrape_configs: { job_name: string; dns_sd_configs: { names: string[]; port: number }[] }[];
    };
    const metricsPortOf: Record<NatsUser, (env: Record<string, string>) => number | undefined> = {
      auth: (env) => loadAuthConfig(env).METRICS_PORT,
      wallet: (env) => loadWalletConfig(env).METRICS_PORT,
      'game-engine': (env) => loadGameConfig(env).METRICS_PORT,
      leaderboard: (env) => loadLeaderboardConfig(env).METRICS_PORT,
      admin: (env) => loadAdminConfig(env).METRICS_PORT,
      chat: (env) => loadChatConfig(env).METRICS_PORT,
      gateway: (env) => loadGatewayConfig(env).metricsPort,
    };
    for (const name of natsUsers) {
      expect(compose.services[name]?.expose, name).toEqual([environmentOf(name).METRICS_PORT]);
      expect(compose.services[name]?.ports ?? [], name).not.toContain(expect.stringContaining(':9100'));
      const port = Number(environmentOf(name).METRICS_PORT);
      expect(metricsPortOf[name](environmentOf(name)), name).toBe(port);
      const job = scrapeConfig.scrape_configs.find((each) => each.job_name === name);
      expect(job?.dns_sd_configs, name).toEqual([expect.objectContaining({ names: [name], port })]);
    }
    expect(scrapeConfig.scrape_configs.map((job) => job.job_name).sort()).toEqual([...natsUsers].sort());
  });

  it('runs prometheus and grafana from the files in infra/, grafana only with a password the operator chose', () => {
    expect(compose.services.prometheus?.volumes).toContain('./infra/prometheus:/etc/prometheus:ro');
    expect(compose.services.grafana?.volumes).toEqual(
      expect.arrayContaining(['./infra/grafana/provisioning:/etc/grafana/provisioning:ro', './infra/grafana/dashboards:/var/lib/grafana/dashboards:ro']),
    );
    const { GRAFANA_ADMIN_PASSWORD: _omitted, ...without } = operatorEnv;
    expect(() => environmentOf('grafana', without)).toThrow(/GRAFANA_ADMIN_PASSWORD/);
    expect(environmentOf('grafana').GF_SECURITY_ADMIN_PASSWORD).toBe('operator-grafana');
  });
});

describe('the balancer of docker-compose.yml', () => {
  const haproxyDir = join(repoRoot, 'infra/haproxy');
  const mounted = (file: string) => `./infra/haproxy/${file}:/usr/local/etc/haproxy/${file}:ro`;

  it('runs HAProxy on the published port with the shared rules and the gateways Docker names', () => {
    const balancer = compose.services.balancer;
    expect(balancer?.image).toMatch(/^haproxy:2\.6/);
    expect(balancer?.command).toEqual(['haproxy', '-f', '/usr/local/etc/haproxy/balancer.cfg', '-f', '/usr/local/etc/haproxy/compose-gateways.cfg']);
    expect(balancer?.volumes).toEqual([mounted('balancer.cfg'), mounted('compose-gateways.cfg')]);
    expect(environmentOf('balancer').BALANCER_ADDRESS).toBe(':8080');
    expect(Object.keys(balancer?.depends_on ?? {})).toEqual(['gateway']);
  });

  it('lets `docker compose up --scale gateway=3` run: no gateway port or container name, each replica a slot of the template', () => {
    expect(compose.services.gateway?.ports).toBeUndefined();
    expect(compose.services.gateway?.container_name).toBeUndefined();
    const gateways = readFileSync(join(haproxyDir, 'compose-gateways.cfg'), 'utf8');
    const template = /server-template gateway- (\d+) gateway:8080 check resolvers docker/.exec(gateways);
    expect(Number(template?.[1])).toBeGreaterThanOrEqual(3);
    expect(gateways).toContain('nameserver dns 127.0.0.11:53');
  });

  it('passes WebSocket upgrades, drops a gateway that fails its health check and sets the headers the gateways trust', () => {
    const rules = readFileSync(join(haproxyDir, 'balancer.cfg'), 'utf8');
    // HTTP mode carries an Upgrade: websocket through as a tunnel, held open for `timeout tunnel`.
    expect(rules).toMatch(/^ {2}mode http$/m);
    expect(rules).toMatch(/^ {2}timeout tunnel \S+$/m);
    expect(rules).toMatch(/^ {2}option httpchk GET \/healthz$/m);
    expect(rules).toMatch(/^ {2}default-server inter \S+ fall \d+ rise \d+$/m);
    expect(rules).toMatch(/^ {2}http-request set-header X-Forwarded-For %\[src\]$/m);
    expect(environmentOf('gateway').TRUST_PROXY).toBe('uniquelocal');
  });

  it("tells a client a shorter idle wait than it keeps a client's connection itself, whatever the gateways tell it", async () => {
    // A gateway's answer, with the gateway's own hint, which is meant for the balancer.
    const gateway = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, (_, res) => res.end('ok'));
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    const balancer = await startBalancer(await freePort(), [address, address]);
    try {
      const hint = (await fetch(`${balancer.url}/healthz`)).headers.get('keep-alive');
      const told = Number(/^timeout=(\d+)$/.exec(hint ?? '')?.[1]);
      const rules = readFileSync(join(haproxyDir, 'balancer.cfg'), 'utf8');
      // Without a keep-alive timeout of its own, HAProxy keeps an idle connection as long as it waits for a request.
      const kept = Number((/^ {2}timeout http-keep-alive (\d+)s$/m.exec(rules) ?? /^ {2}timeout http-request (\d+)s$/m.exec(rules))?.[1]);
      // A client that honours the hint closes a second before it, and so with a second to spare before the balancer.
      expect(told, hint ?? 'no Keep-Alive hint').toBeGreaterThan(0);
      expect(told).toBeLessThanOrEqual(kept - 2);
    } finally {
      await balancer.stop();
      gateway.close();
    }
  });

  it('is a configuration HAProxy accepts, in compose and in the local runs', () => {
    const haproxy = systemBinary('haproxy');
    expect(haproxy, 'install the Debian package haproxy (make test-deps)').toBeDefined();
    const check = (gateways: string, env: Record<string, string>) =>
      execFileSync(haproxy!, ['-c', '-f', join(haproxyDir, 'balancer.cfg'), '-f', join(haproxyDir, gateways)], { env: { ...process.env, ...env }, encoding: 'utf8' });
    expect(check('compose-gateways.cfg', { BALANCER_ADDRESS: ':8080' })).toContain('Configuration file is valid');
    expect(check('local-gateways.cfg', { BALANCER_ADDRESS: '127.0.0.1:8080', GATEWAY_1: '127.0.0.1:8081', GATEWAY_2: '127.0.0.1:8082' })).toContain('Configuration file is valid');
  });
});
