import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SESSION_ENDED_CLOSE, SessionSockets } from './session-sockets';

/** A socket as far as the index sees it: open until closed, then it tells its listeners. */
function socket() {
  const ws = Object.assign(new EventEmitter(), {
    readyState: WebSocket.OPEN as number,
    closedWith: undefined as { code: number; reason: string } | undefined,
    close(code: number, reason: string) {
      ws.readyState = WebSocket.CLOSED;
      ws.closedWith = { code, reason };
      ws.emit('close');
    },
  });
  return ws;
}
const asWs = (fake: ReturnType<typeof socket>) => fake as unknown as WebSocket;

describe("the index of each session's sockets", () => {
  it("closes every socket of an ended session with 4001 'Session ended', and no other", () => {
    const index = new SessionSockets();
    const [phone, tab, other] = [socket(), socket(), socket()];
    index.add('session-1', asWs(phone));
    index.add('session-1', asWs(tab));
    index.add('session-2', asWs(other));
    expect(index.end('session-1')).toBe(2);
    expect([phone.closedWith, tab.closedWith]).toEqual([SESSION_ENDED_CLOSE, SESSION_ENDED_CLOSE]);
    expect(other.closedWith).toBeUndefined();
    expect(index.end('session-1')).toBe(0);
  });

  it('forgets a socket once it closed by itself, and counts a socket added twice once', () => {
    const index = new SessionSockets();
    const [gone, staying] = [socket(), socket()];
    index.add('session-1', asWs(gone));
    index.add('session-1', asWs(staying));
    index.add('session-1', asWs(staying));
    gone.close(1000, 'Component unmounted');
    expect(index.end('session-1')).toBe(1);
    expect(staying.closedWith).toEqual(SESSION_ENDED_CLOSE);
  });
});
