import { benchAdmin } from './stack';
import type { Agent } from 'node:http';
import { type Answer, call, cookieFrom, playerConnection, reasonOf } from './http';

export interface Player {
  id: string;
  username: string;
  cookie: string;
  /** The player's own connection, kept open from registration on. */
  connection: Agent;
}

/** A call a player makes from their browser: their cookie, on their own connection. */
export const playerCall = <T = unknown>(baseUrl: string, player: Player, method: string, path: string, body?: unknown) =>
  call<T>(baseUrl, method, path, body, player.cookie, player.connection);

const must = <T>(answer: Answer<T>, what: string): Answer<T> => {
  if (answer.status >= 300) throw new Error(`${what} failed: ${reasonOf(answer)}`);
  return answer;
};

/** Runs `work` over `items`, `parallel` at a time. */
export async function inBatches<T, R>(items: T[], parallel: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

export async function adminCookie(baseUrl: string): Promise<string> {
  const login = must(await call(baseUrl, 'POST', '/api/admin/login', benchAdmin), 'Admin login');
  return cookieFrom(login.setCookies);
}

/**
 * Registers players through the gateway as a browser would, and funds each through the admin's balance
 * adjustment: the money arrives by a ledger transfer, never by writing to a database.
 */
export async function fundedPlayers(baseUrl: string, count: number, pkrEach: number, label: string): Promise<Player[]> {
  const admin = await adminCookie(baseUrl);
  const stamp = Date.now().toString(36).slice(-5);
  return inBatches(Array.from({ length: count }, (_, index) => index), 8, async (index) => {
    const username = `${label}${stamp}${index}`.slice(0, 32);
    const connection = playerConnection();
    const registered = must(
      await call<{ id: string }>(
        baseUrl,
        'POST',
        '/api/register',
        { username, password: 'bench-player-pass', phone: `${username}@example.com`, dateOfBirth: '1990-01-01' },
        undefined,
        connection,
      ),
      `Registering ${username}`,
    );
    const player = { id: registered.body.id, username, cookie: cookieFrom(registered.setCookies), connection };
    must(
      await call(baseUrl, 'POST', `/api/admin/users/${player.id}/balance`, { amount: pkrEach, reason: 'Benchmark stake' }, admin),
      `Funding ${username}`,
    );
    return player;
  });
}
