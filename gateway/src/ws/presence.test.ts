import { broadcasts, PRESENCE_INTERVAL_MS, PRESENCE_USERS_MAX, presenceSchema } from '@pkr/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { announcePresence } from './presence';
import { UserSockets } from './user-sockets';

const userId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a gateway's presence announcements", () => {
  it('names a player at their first socket, then every player with a socket each period, in messages of at most the limit', () => {
    const heard: string[][] = [];
    const bus = {
      publish: (subject: string, payload: unknown) => {
        expect(subject).toBe(broadcasts.presence);
        heard.push(presenceSchema.parse(payload).userIds);
      },
    };
    const sockets = new UserSockets(Number.POSITIVE_INFINITY, (id) => presence.arrived(id));
    const presence = announcePresence(bus, () => sockets.users());

    const first = {} as WebSocket;
    sockets.add(userId(0), first);
    sockets.add(userId(0), {} as WebSocket);
    expect(heard).toEqual([[userId(0)]]);

    for (let index = 1; index <= PRESENCE_USERS_MAX; index += 1) sockets.add(userId(index), {} as WebSocket);
    sockets.remove(first);
    heard.length = 0;
    vi.advanceTimersByTime(PRESENCE_INTERVAL_MS);
    expect(heard.map((userIds) => userIds.length)).toEqual([PRESENCE_USERS_MAX, 1]);
    expect(new Set(heard.flat())).toEqual(new Set(sockets.users()));

    presence.stop();
    vi.advanceTimersByTime(PRESENCE_INTERVAL_MS);
    expect(heard).toHaveLength(2);
  });
});
