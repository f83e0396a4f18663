import type { Duplex } from 'node:stream';
import { broadcasts, type GameType, liveGameEventSchema } from '@pkr/contracts';
import type { Bus, Logger, Subscription } from '@pkr/platform';
import { WebSocket, type WebSocketServer } from 'ws';
import { type GameAudience, hears, type Hearing, hearingKey } from './game-audience';
import { textFrame } from './text-frame';
import type { UserSockets } from './user-sockets';

/**
 * A socket with this much still unsent is slow: it skips ticks (the client draws the multiplier from the
 * round's start time anyway) but still gets every crash and settlement.
 */
export const SLOW_SOCKET_BYTES = 64 * 1024;

interface Waiting {
  /** The event's whole WebSocket frame. */
  frame: Buffer;
  gameType: GameType;
  /** A tick: a newer tick of its game replaces it, and a slow socket skips it. */
  tick: boolean;
  /** Set on one bet's own event: the player whose sockets alone are sent it. */
  forUser?: string;
}

/** Who hears what: the games each socket watches, and whose each socket is. */
export interface Listeners {
  audience: GameAudience;
  users: UserSockets;
}

/**
 * One bet's own events. The page shows everyone's bets from the round's live table (`round_bets_update`, a few times
 * a second whatever the number of bets), so these go to the bettor's sockets alone: sent to every page, a round of
 * 2,000 bets would be 2,000 frames for each page watching.
 */
const PERSONAL_EVENTS: ReadonlySet<string> = new Set(['bet_placed', 'bet_cashed_out', 'bet_cancelled']);

/**
 * Forwards the engine's live game events to the open sockets that hear their game (see GameAudience), a bet's own
 * events only to its player's. One subscription per gateway (no queue group, so every gateway hears every event).
 *
 * The events of one bus read are sent together at its end: their WebSocket frames are built once, joined, and
 * written to each socket as they are, one write per socket whatever the number of events (the sockets negotiate
 * no extension, so a frame is the same bytes for all of them). The bytes are joined once for each kind of socket
 * (the games it hears, and whether it is slow), not once per socket. When the gateway falls behind, a read brings many
 * events, and a socket then costs one system call for all of them instead of framing and writing each. Of the
 * ticks a read brings for a game only the newest is sent, so under load the tick rate falls instead of the
 * ticks queueing up as latency. Every other event is sent, in the order published.
 */
export function fanOutLiveGame(bus: Bus, wss: WebSocketServer, { audience, users }: Listeners, logger: Logger): Subscription {
  let waiting: Waiting[] = [];
  let flush: NodeJS.Immediate | undefined;

  const sendWaiting = (): void => {
    flush = undefined;
    const events = waiting;
    waiting = [];
    const ownerOf = new Map<WebSocket, string>();
    for (const item of events) {
      if (item.forUser !== undefined) for (const ws of users.of(item.forUser)) ownerOf.set(ws, item.forUser);
    }
    const joined = new Map<string, Buffer>();
    const bytesFor = (hearing: Hearing, slow: boolean, owner: string | undefined): Buffer => {
      const key = `${hearingKey(hearing)}${slow ? '/slow' : ''}${owner === undefined ? '' : `/${owner}`}`;
      let bytes = joined.get(key);
      if (!bytes) {
        const sent = events.filter((item) => hears(hearing, item.gameType) && !(slow && item.tick) && (item.forUser === undefined || item.forUser === owner));
        bytes = Buffer.concat(sent.map((item) => item.frame));
        joined.set(key, bytes);
      }
      return bytes;
    };
    for (const ws of wss.clients) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      const bytes = bytesFor(audience.hearingOf(ws), ws.bufferedAmount > SLOW_SOCKET_BYTES, ownerOf.get(ws));
      if (bytes.length > 0) transportOf(ws)?.write(bytes);
    }
  };

  const subscription = bus.subscribe(broadcasts.liveGame, (payload) => {
    const parsed = liveGameEventSchema.safeParse(payload);
    if (!parsed.success) {
      logger.warn({ issues: parsed.error.issues }, 'dropped a live game event that does not match its contract');
      return;
    }
    // Sent as the engine published it (the schema only gates it), so fields added later still reach clients.
    const frame = textFrame(Buffer.from(JSON.stringify(payload)));
    const event = parsed.data;
    const tick = event.type === 'game_tick';
    if (tick) waiting = waiting.filter((item) => !(item.tick && item.gameType === event.gameType));
    const forUser = PERSONAL_EVENTS.has(event.type) && 'userId' in event ? event.userId : undefined;
    waiting.push({ frame, gameType: event.gameType, tick, ...(forUser === undefined ? {} : { forUser }) });
    flush ??= setImmediate(sendWaiting);
  });
  return {
    unsubscribe() {
      subscription.unsubscribe();
      if (flush) clearImmediate(flush);
      waiting = [];
    },
  };
}

/** The TCP socket under an open `ws` socket (`ws` keeps it on `_socket`; it has no public accessor). */
function transportOf(ws: WebSocket): Duplex | undefined {
  return (ws as unknown as { _socket?: Duplex })._socket;
}
