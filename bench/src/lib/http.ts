import { Agent, request } from 'node:http';

/**
 * A kept connection idle this long is closed by the generator, well before the gateway's 65 s (KEEP_ALIVE_MS).
 * Left to the gateway, a call sent on a connection just as the gateway closed it failed (ECONNRESET, 'socket hang
 * up'): a run whose 2,000 registrations took 72 s lost 3 of its first level's bets that way, with a p99 of 2.8 s.
 */
const IDLE_CLOSE_MS = 30_000;

/** Keep-alive connections for calls made on no player's behalf: enough that the generator never becomes the queue. */
const sharedAgent = new Agent({ keepAlive: true, maxSockets: 1024, timeout: IDLE_CLOSE_MS });

/** A player's own keep-alive connection, as their browser holds one to the site between a bet and its cash-out. */
export const playerConnection = () => new Agent({ keepAlive: true, maxSockets: 1, timeout: IDLE_CLOSE_MS });

export interface Answer<T = unknown> {
  status: number;
  body: T;
  setCookies: string[];
}

/** One JSON call to the gateway, as a browser on its own origin makes it; on `agent`'s connections when given. */
export function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
  agent: Agent = sharedAgent,
): Promise<Answer<T>> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, {
      method,
      agent,
      headers: {
        origin: baseUrl,
        ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
        ...(cookie ? { cookie } : {}),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // An HTML error page stays text.
        }
        resolve({ status: res.statusCode ?? 0, body: parsed as T, setCookies: [res.headers['set-cookie'] ?? []].flat() });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The cookie header a browser would send back after these Set-Cookie lines. */
export const cookieFrom = (setCookies: string[]) => setCookies.map((line) => line.split(';')[0]).join('; ');

/** Why a call failed, short enough to count: the status and the message the product answered with. */
export function reasonOf(answer: Answer): string {
  const message = (answer.body as { message?: unknown; error?: unknown } | null)?.message ?? (answer.body as { error?: unknown } | null)?.error;
  return `${answer.status} ${typeof message === 'string' ? message : ''}`.trim();
}
