import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '@pkr/platform';
import { readSessionToken } from '../http/session';
import type { SessionLookup } from '../sessions/session-lookup';

const LIVE_PATH = '/ws';

/** Who is on a socket: the cookie's token (looked up again on every auth, bet and cash-out), its session and user at connect. */
export interface Identity {
  token: string | undefined;
  sessionId: string | null;
  userId: string | null;
}

export type UpgradeDecision = { accept: true; identity: Identity } | { accept: false; status: 403 | 404; reason: string };

/**
 * Decides an upgrade to `/ws`: only from a page on an allowed origin (a cross-site page must not ride the
 * player's cookie), and with the cookie's session when there is one. A socket without a live session may watch.
 */
export async function decideUpgrade(
  req: IncomingMessage,
  allowedOrigins: readonly string[],
  lookup: SessionLookup,
  logger: Logger,
): Promise<UpgradeDecision> {
  if (new URL(req.url ?? '/', 'http://gateway').pathname !== LIVE_PATH) return { accept: false, status: 404, reason: 'Not Found' };
  const origin = req.headers.origin;
  if (origin === undefined || !allowedOrigins.includes(origin)) return { accept: false, status: 403, reason: 'Forbidden' };

  const token = readSessionToken(req.headers.cookie);
  if (token === undefined) return { accept: true, identity: { token, sessionId: null, userId: null } };
  try {
    const session = await lookup.resolve(token);
    return { accept: true, identity: { token: session ? token : undefined, sessionId: session?.sessionId ?? null, userId: session?.userId ?? null } };
  } catch (error) {
    // Auth unreachable: let the socket watch now; its bets resolve the token again when auth is back.
    logger.warn({ err: error }, 'could not resolve a live socket session');
    return { accept: true, identity: { token, sessionId: null, userId: null } };
  }
}

/** Answers a refused upgrade with a plain HTTP status and closes the socket once it is written. */
export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`);
}
