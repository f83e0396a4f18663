import type { Logger } from 'pino';
import type { Bus } from './bus/bus';
import { MemoryBus } from './bus/memory-bus';
import { NatsBus } from './bus/nats-bus';

/** What a service's start function takes: its bus, its own database, its logger and its settings. */
export interface ServiceStart<Config> {
  bus: Bus;
  databaseUrl: string;
  logger: Logger;
  config: Config;
}

/** What a service's start function hands back: how to stop it cleanly. */
export interface RunningService {
  stop(): Promise<void>;
}

/** The bus a process uses: NATS when a URL is configured for it, the in-process one for the all-in-one run. */
export async function connectBus(natsUrl: string | undefined, name: string, logger: Logger): Promise<Bus> {
  if (!natsUrl || natsUrl === 'memory') return new MemoryBus(logger);
  return NatsBus.connect(natsUrl, name, logger);
}

/**
 * Keeps a process alive until SIGTERM or SIGINT, then stops it gracefully: stop taking work, finish what is in
 * flight, close connections. A second signal, or a stop that hangs past the grace period, exits at once.
 */
export function stopOnSignal(logger: Logger, service: RunningService, graceMs = 15_000): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'stopping');
    const timer = setTimeout(() => {
      logger.error('graceful stop timed out');
      process.exit(1);
    }, graceMs);
    timer.unref();
    service.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** Runs a process's start-up, logging a failure and exiting non-zero rather than hanging half-started. */
export async function runMain(logger: Logger, start: () => Promise<RunningService>): Promise<void> {
  try {
    stopOnSignal(logger, await start());
  } catch (error) {
    logger.fatal({ err: error }, 'failed to start');
    // The log line is for machines; whoever typed the command reads this one.
    console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
