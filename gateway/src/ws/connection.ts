import { AppError, type ClientMessage, clientMessageSchema, type GameState, type GameType, gameTypes, type ServerMessage } from '@pkr/contracts';
import type { BusClient, Logger } from '@pkr/platform';
import { WebSocket, type RawData } from 'ws';
import { betInputSchema, cancelInputSchema, cashoutInputSchema } from '../bet-input';
import { chatInput } from '../chat-input';
import { postChat } from '../clients/chat';
import type { EngineMoneyCalls } from '../clients/engine-money-calls';
import { cancelBet, cashout, placeBet } from '../clients/game';
import { parseIdempotencyKey } from '../http/idempotency-key';
import type { SessionLookup } from '../sessions/session-lookup';
import { parseInput } from '../validation';
import type { GameAudience } from './game-audience';
import { MessageBudget, type MessageBudgetLimits } from './message-budget';
import type { SessionSockets } from './session-sockets';
import type { Identity } from './upgrade';
import type { UserSockets } from './user-sockets';

interface ConnectionDeps {
  /** Which games this socket hears, as its `watch` messages say. */
  audience: GameAudience;
  client: BusClient;
  /** Bets and cash-outs: carried to the engine together when they meet. */
  engine: EngineMoneyCalls;
  /** A game's state as the engine has it now, asked once for the sockets that want it together. */
  gameState(gameType: GameType): Promise<GameState>;
  lookup: SessionLookup;
  logger: Logger;
  messageBudget: MessageBudgetLimits;
  /** Where this socket is found by its user, for the messages meant for that user alone. */
  userSockets: UserSockets;
  /** Where this socket is found by its session, to be closed when the session ends. */
  sessionSockets: SessionSockets;
}

/** Close code and reason for a socket that floods the server (1008: policy violation). */
export const FLOOD_CLOSE = { code: 1008, reason: 'Too many messages' } as const;

/** Close code and reason for a socket past its user's limit of open sockets on this gateway. */
export const CROWD_CLOSE = { code: 1008, reason: 'Too many open connections' } as const;

function send(ws: WebSocket, message: ServerMessage): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}

/** The answer's stamp, and the request id of the call it answers when the call named one. */
function answering(message: ClientMessage): { requestId?: string; timestamp: number } {
  const requestId = 'requestId' in message ? message.requestId : undefined;
  return requestId === undefined ? { timestamp: Date.now() } : { requestId, timestamp: Date.now() };
}

function parseMessage(data: RawData, isBinary: boolean): ClientMessage | undefined {
  if (isBinary) return undefined;
  try {
    const parsed = clientMessageSchema.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Serves one socket: its first game states, then its messages in the spec's protocol (section 7). */
export function serveConnection(
  ws: WebSocket,
  identity: Identity,
  { audience, client, engine, gameState, lookup, logger, messageBudget, userSockets, sessionSockets }: ConnectionDeps,
): void {
  // Without a listener a socket error (an oversized frame, a reset) would be an uncaught exception.
  ws.on('error', (error) => logger.debug({ err: error }, 'live socket error'));
  if (identity.userId !== null && !userSockets.add(identity.userId, ws)) {
    logger.warn({ userId: identity.userId }, 'live socket refused: too many open for this user');
    ws.close(CROWD_CLOSE.code, CROWD_CLOSE.reason);
    return;
  }
  if (identity.sessionId !== null) sessionSockets.add(identity.sessionId, ws);
  const budget = new MessageBudget(messageBudget);
  /** The cookie's session right now: a logout elsewhere stops this socket's bets at once. */
  async function liveSession() {
    const session = identity.token === undefined ? null : await lookup.resolve(identity.token);
    if (!session) throw new AppError('UNAUTHENTICATED', 'Not logged in');
    return session;
  }

  async function sendGameState(gameType: GameType) {
    send(ws, { ...(await gameState(gameType)), type: 'game_state', gameType, timestamp: Date.now() });
  }

  async function authenticate(userId: string | undefined): Promise<void> {
    const session = identity.token === undefined ? null : await lookup.resolve(identity.token);
    if (session && session.userId === userId) {
      // The cookie proves the user even when auth could not be asked at upgrade.
      if (ws.readyState === WebSocket.OPEN && !userSockets.add(session.userId, ws)) {
        ws.close(CROWD_CLOSE.code, CROWD_CLOSE.reason);
        return;
      }
      sessionSockets.add(session.sessionId, ws);
      send(ws, { type: 'auth_success', userId: session.userId, isAdmin: session.isAdmin, timestamp: Date.now() });
    } else {
      const error = session ? 'User does not match this session' : 'Not logged in';
      send(ws, { type: 'auth_error', error, timestamp: Date.now() });
    }
  }

  async function handle(message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'ping':
        send(ws, { type: 'pong', timestamp: Date.now() });
        return;
      case 'pong':
        return;
      case 'auth':
        await authenticate(message.userId);
        return;
      case 'get_game_state':
        await sendGameState(message.gameType);
        return;
      case 'watch':
        // A game the socket did not hear until now needs its whole picture before its next event means anything.
        await Promise.all(audience.watch(ws, message.games).map(sendGameState));
        return;
      case 'place_bet': {
        const session = await liveSession();
        const placed = await placeBet(engine, session, parseInput(betInputSchema, message), parseIdempotencyKey(message.idempotencyKey));
        send(ws, { type: 'bet_result', gameType: message.gameType, ...placed, ...answering(message) });
        return;
      }
      case 'cashout': {
        const session = await liveSession();
        const result = await cashout(engine, session, parseInput(cashoutInputSchema, message), parseIdempotencyKey(message.idempotencyKey));
        send(ws, { type: 'cashout_result', gameType: message.gameType, ...result, ...answering(message) });
        return;
      }
      case 'cancel_bet': {
        const session = await liveSession();
        const result = await cancelBet(client, session, parseInput(cancelInputSchema, message));
        send(ws, { type: 'cancel_result', gameType: message.gameType, ...result, ...answering(message) });
        return;
      }
      case 'send_chat': {
        const session = await liveSession();
        const { room, content } = chatInput(message);
        const posted = await postChat(client, session.userId, room, content, parseIdempotencyKey(message.idempotencyKey));
        send(ws, { type: 'chat_sent', message: posted, timestamp: Date.now() });
        return;
      }
    }
  }

  ws.on('message', (data, isBinary) => {
    if (!budget.take()) {
      logger.warn({ userId: identity.userId }, 'live socket closed for flooding');
      ws.close(FLOOD_CLOSE.code, FLOOD_CLOSE.reason);
      return;
    }
    const message = parseMessage(data, isBinary);
    if (!message) {
      send(ws, { type: 'error', error: 'Invalid message', timestamp: Date.now() });
      return;
    }
    handle(message).catch((error: unknown) => {
      if (!(error instanceof AppError)) logger.error({ err: error, action: message.type }, 'live message failed');
      const refusal = error instanceof AppError ? error : new AppError('INTERNAL', 'Internal server error');
      const gameType = 'gameType' in message ? { gameType: message.gameType } : {};
      send(ws, { type: 'error', error: refusal.message, code: refusal.code, status: refusal.status, action: message.type, ...gameType, ...answering(message) });
    });
  });

  logger.info({ userId: identity.userId }, 'live socket opened');
  ws.on('close', (code) => {
    userSockets.remove(ws);
    logger.info({ userId: identity.userId, code }, 'live socket closed');
  });

  // A client that connects mid-round needs the whole picture at once, or its cash-out button cannot work.
  for (const gameType of gameTypes) {
    sendGameState(gameType).catch((error: unknown) => logger.warn({ err: error, gameType }, 'could not send the first game state'));
  }
}
