import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Bus, createLogger, MemoryBus } from '@pkr/platform';
import { type GatewayConfig, loadGatewayConfig } from '../../src/config';
import { startGateway } from '../../src/server';

/** The origin the test pages pretend to be served from; the only one `/ws` accepts in these tests. */
export const APP_ORIGIN = 'http://pkr.test';

export const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';
export const APP_JS = 'console.log("pkr app");';

/** A built-frontend directory as Vite leaves it: index.html and hashed assets. */
export function makeStaticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pkr-gateway-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), APP_JS);
  return dir;
}

export interface GatewayUnderTest {
  url: string;
  wsUrl: string;
  bus: Bus;
  config: GatewayConfig;
  stop(): Promise<void>;
}

export const silentLogger = createLogger('gateway-test', 'silent');

/**
 * A real gateway on a free port over the given bus (a MemoryBus of its own when none: no service answers).
 * Environment keys override the test defaults.
 */
export async function startGatewayUnderTest(options: { bus?: Bus; env?: Record<string, string> } = {}): Promise<GatewayUnderTest> {
  const ownStaticDir = options.env?.STATIC_DIR === undefined ? makeStaticDir() : undefined;
  const bus = options.bus ?? new MemoryBus(silentLogger);
  const config = loadGatewayConfig({
    PORT: '0',
    ALLOWED_ORIGINS: APP_ORIGIN,
    LOG_LEVEL: 'silent',
    ...(ownStaticDir ? { STATIC_DIR: ownStaticDir } : {}),
    ...options.env,
  });
  const gateway = await startGateway({ bus, config, logger: silentLogger });
  return {
    url: `http://127.0.0.1:${gateway.port}`,
    wsUrl: `ws://127.0.0.1:${gateway.port}/ws`,
    bus,
    config,
    async stop() {
      await gateway.stop();
      if (!options.bus) await bus.drain();
      if (ownStaticDir) rmSync(ownStaticDir, { recursive: true, force: true });
    },
  };
}
