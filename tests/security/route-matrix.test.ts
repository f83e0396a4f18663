import { apiRoutes, type ApiRoute, type ChatHistory, chatMessages, type ChatMessage } from '@pkr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleBetsFor } from '../e2e/support/chat';
import { HttpClient } from '../e2e/support/http-client';
import { LiveSocket } from '../e2e/support/live-socket';
import { adminSession, newPlayer } from '../e2e/support/players';
import { type SharedStack, sharedStack } from '../e2e/support/shared-stack';

type Caller = 'visitor' | 'player' | 'admin';

let stack: SharedStack;
let someUserId: string;
beforeAll(async () => {
  stack = await sharedStack();
  const someone = await new HttpClient(stack.gatewayUrl).post<{ id: string }>('/api/register', { username: `matrix${Date.now().toString(36)}`, password: 'player-pass', phone: 'p@example.com', dateOfBirth: '1990-01-01' });
  someUserId = someone.body.id;
});

/** A fresh session of each kind per call, so a logout route ends only its own. */
async function session(caller: Caller): Promise<HttpClient> {
  if (caller === 'visitor') return new HttpClient(stack.gatewayUrl);
  return caller === 'admin' ? adminSession(stack.gatewayUrl) : (await newPlayer(stack.gatewayUrl)).client;
}

const pathParams: Record<string, () => string> = {
  gameType: () => 'crash',
  roundId: () => '1',
  userId: () => someUserId,
  id: () => '00000000-0000-4000-8000-000000000000',
  kind: () => 'depositDaily',
  room: () => 'crash',
  messageId: () => '1',
};

function concrete(route: ApiRoute): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => pathParams[name]?.() ?? name);
}

/** What a caller may expect of a route: refused as a visitor (401), refused as a player (403), or let through. */
function expected(route: ApiRoute, caller: Caller): 401 | 403 | 'through' {
  if (route.access === 'public') return 'through';
  if (caller === 'visitor') return 401;
  if (route.access === 'admin' && caller === 'player') return 403;
  return 'through';
}

const cases = apiRoutes.flatMap((route) => (['visitor', 'player', 'admin'] as const).map((caller) => [`${route.method} ${route.path}`, caller, route] as const));

describe('every /api route of the contracts, for every kind of caller', () => {
  it.each(cases)('%s as a %s', async (_name, caller, route) => {
    const client = await session(caller);
    const answer = await client.request(route.method, concrete(route), route.method === 'POST' || route.method === 'PUT' ? {} : undefined);
    const want = expected(route, caller);
    if (want === 'through') {
      expect([401, 403], JSON.stringify(answer.body)).not.toContain(answer.status);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    } else {
      expect(answer.status, JSON.stringify(answer.body)).toBe(want);
      expect(answer.body).toMatchObject({ message: want === 401 ? 'Not logged in' : 'Admin access required' });
    }
  });
});

/** A player allowed to write in chat: five settled bets, as the leaderboard counts them. */
async function writer() {
  const player = await newPlayer(stack.gatewayUrl);
  await settleBetsFor(stack, player.user);
  return player;
}

const storedBy = async (userId: string) => (await new HttpClient(stack.gatewayUrl).get<ChatHistory>('/api/chat/crash')).body.messages.filter((message) => message.userId === userId);

/** Sends `send_chat` on a fresh socket of the player and answers the error the server sends back. */
async function refusedOnSocket(player: HttpClient, text: string): Promise<string> {
  const socket = await LiveSocket.open(player);
  try {
    const mark = socket.mark();
    socket.send({ type: 'send_chat', room: 'crash', text });
    const answer = await socket.next((message) => message.type === 'error' || message.type === 'chat_sent', 10_000, mark);
    expect(answer.type).toBe('error');
    return String(answer.error);
  } finally {
    socket.close();
  }
}

describe('chat writes a player may not make', () => {
  it('refuses a flood: of twelve messages sent at once only those 2 s apart are stored, the rest answer 429', async () => {
    const { client, user } = await writer();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => client.post<ChatMessage>('/api/chat/crash', { text: `flood ${index}` })));
    const seen = JSON.stringify(answers.map((answer) => answer.body));
    // The twelve reach the server together, or, on a busy machine, over a few seconds: one is stored for every 2 s.
    const stored = answers.filter((answer) => answer.status === 200).map((answer) => Date.parse(answer.body.sentAt)).sort((a, b) => a - b);
    expect(stored.length, seen).toBeGreaterThanOrEqual(1);
    for (const [index, sentAt] of stored.slice(1).entries()) expect(sentAt - stored[index]!, seen).toBeGreaterThanOrEqual(2_000);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.body]), seen).toEqual(
      refused.map(() => [429, expect.objectContaining({ message: 'Wait 2 seconds between messages', code: 'RATE_LIMITED' })]),
    );
    expect(await storedBy(user.id)).toHaveLength(stored.length);
  });

  it('refuses a muted player over HTTP and the socket, storing nothing, and tells them until when', async () => {
    const { client, user } = await writer();
    const admin = await adminSession(stack.gatewayUrl);
    const mute = await admin.post<{ until: string }>(`/api/admin/chat/mutes/${user.id}`, { duration: '1d', reason: 'Spam' });
    expect(mute.status, JSON.stringify(mute.body)).toBe(200);
    const answer = await client.post('/api/chat/crash', { text: 'let me in' });
    expect(answer.status).toBe(403);
    // A mute of a day ends on another date than today's, so the sentence names it whole in Pakistan's time.
    const refusal = chatMessages.mutedUntil(new Date(mute.body.until), new Date());
    expect(answer.body).toMatchObject({ message: refusal });
    expect(await refusedOnSocket(client, 'let me in')).toBe(refusal);
    expect((await client.get('/api/user/chat-mute')).body).toEqual({ mute: { userId: user.id, until: mute.body.until, reason: 'Spam' } });
    expect(await storedBy(user.id)).toHaveLength(0);
  });

  it('refuses a self-excluded player over HTTP and the socket, storing nothing', async () => {
    const { client, user } = await writer();
    expect((await client.post('/api/responsible-play/self-exclusion', { period: '6m' })).status).toBe(200);
    expect((await client.post('/api/login', { username: user.username, password: 'player-pass' })).status).toBe(200);
    const answer = await client.post('/api/chat/crash', { text: 'still here' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: 'Chat is closed to you while you are self-excluded' });
    expect(await refusedOnSocket(client, 'still here')).toBe('Chat is closed to you while you are self-excluded');
    expect(await storedBy(user.id)).toHaveLength(0);
  });
});

