import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { UserSockets } from './user-sockets';

const socket = () => ({}) as WebSocket;

describe("the index of each user's sockets", () => {
  it('finds every socket of a user and none of anyone else', () => {
    const index = new UserSockets();
    const [first, second, other] = [socket(), socket(), socket()];
    index.add('alice', first);
    index.add('alice', second);
    index.add('bob', other);
    expect([...index.of('alice')]).toEqual([first, second]);
    expect([...index.of('bob')]).toEqual([other]);
    expect(index.of('carol').size).toBe(0);
  });

  it('holds at most the limit of one user, frees a place when one closes, and never counts another user', () => {
    const index = new UserSockets(2);
    const [first, second, third, other] = [socket(), socket(), socket(), socket()];
    expect([index.add('alice', first), index.add('alice', second), index.add('alice', third)]).toEqual([true, true, false]);
    expect(index.add('bob', other)).toBe(true);
    expect(index.add('alice', first)).toBe(true);
    index.remove(first);
    expect(index.add('alice', third)).toBe(true);
    expect([...index.of('alice')]).toEqual([second, third]);
  });

  it('keeps a socket with the user it was first bound to', () => {
    const index = new UserSockets();
    const ws = socket();
    index.add('alice', ws);
    index.add('bob', ws);
    expect(index.of('bob').size).toBe(0);
    expect([...index.of('alice')]).toEqual([ws]);
  });

  it('forgets a closed socket, and the user with their last one', () => {
    const index = new UserSockets();
    const [first, second] = [socket(), socket()];
    index.add('alice', first);
    index.add('alice', second);
    index.remove(first);
    expect([...index.of('alice')]).toEqual([second]);
    index.remove(second);
    index.remove(second);
    expect(index.of('alice').size).toBe(0);
    expect(index.size).toBe(0);
  });
});
