import { pino, type Logger } from 'pino';

export type { Logger };

/** The one logger setup: JSON lines to stdout, the service named on every line, secrets redacted. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: { paths: ['password', '*.password', 'token', '*.token', 'req.headers.cookie'], censor: '[redacted]' },
  });
}
