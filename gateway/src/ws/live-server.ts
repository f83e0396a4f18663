import type { Server } from 'node:http';
import { type GameState, type GameType, gameTypes, type SessionsChanged } from '@pkr/contracts';
import type { Bus, BusClient, Logger } from '@pkr/platform';
import { WebSocket, WebSocketServer } from 'ws';
import type { EngineMoneyCalls } from '../clients/engine-money-calls';
import type { GatewayConfig } from '../config';
import { gameState as askGameState } from '../clients/game';
import type { SessionLookup } from '../sessions/session-lookup';
import { forwardBalanceUpdates } from './balance-updates';
import { fanOutLiveGame } from './broadcast';
import { fanOutChat } from './chat-fan-out';
import { serveConnection } from './connection';
import { watchSockets } from './socket-metrics';
import { startHeartbeat } from './heartbeat';
import { GameAudience } from './game-audience';
import { forwardRealityChecks } from './reality-checks';
import { forwardAutoplayUpdates } from './autoplay-updates';
import { announcePresence } from './presence';
import { SessionSockets } from './session-sockets';
import { sharedAsk } from './shared-ask';
import { decideUpgrade, refuseUpgrade, type Identity } from './upgrade';
import { UserSockets } from './user-sockets';

/** How long open sockets get to finish the closing handshake on shutdown before they are cut. */
const CLOSE_GRACE_MS = 2_000;

export interface LiveServer {
  /** What auth announced about sessions: the sockets of a session that ended are closed. */
  sessionChanged(change: SessionsChanged): void;
  close(): Promise<void>;
}

interface LiveServerDeps {
  server: Server;
  bus: Bus;
  client: BusClient;
  engine: EngineMoneyCalls;
  lookup: SessionLookup;
  config: GatewayConfig;
  logger: Logger;
}

/** `/ws` on the gateway's HTTP server: upgrades, the per-socket protocol, the heartbeat and the live fan-out. */
export function attachLiveServer({ server, bus, client, engine, lookup, config, logger }: LiveServerDeps): LiveServer {
  // Compression is off: it would cost a deflate per socket per tick and defeat the shared frame.
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: config.wsMaxFrameBytes });
  const stopHeartbeat = startHeartbeat(wss, config.wsHeartbeatMs);
  const audience = new GameAudience();
  const userSockets = new UserSockets(config.wsSocketsPerUser, (userId) => presence.arrived(userId));
  const liveGame = fanOutLiveGame(bus, wss, { audience, users: userSockets }, logger);
  const chat = fanOutChat(bus, wss, audience, logger);
  const presence = announcePresence(bus, () => userSockets.users());
  const balances = forwardBalanceUpdates(bus, userSockets, logger);
  const realityChecks = forwardRealityChecks(bus, userSockets, logger);
  const autoplayUpdates = forwardAutoplayUpdates(bus, userSockets, logger);
  const sessionSockets = new SessionSockets();
  const unwatch = watchSockets(wss);

  const gameState = sharedGameStates(client);

  wss.on('connection', (ws: WebSocket, identity: Identity) =>
    serveConnection(ws, identity, { audience, client, engine, gameState, lookup, logger, messageBudget: config.wsMessageBudget, userSockets, sessionSockets }),
  );

  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    decideUpgrade(req, config.allowedOrigins, lookup, logger).then(
      (decision) => {
        if (!decision.accept) {
          refuseUpgrade(socket, decision.status, decision.reason);
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, decision.identity));
      },
      (error: unknown) => {
        logger.error({ err: error }, 'live upgrade failed');
        socket.destroy();
      },
    );
  });

  return {
    sessionChanged(change) {
      if (change.change !== 'session-ended' || change.sessionId === null) return;
      const closed = sessionSockets.end(change.sessionId);
      if (closed > 0) logger.info({ userId: change.userId, closed }, 'live sockets of an ended session closed');
    },
    async close() {
      stopHeartbeat();
      presence.stop();
      unwatch();
      liveGame.unsubscribe();
      chat.unsubscribe();
      balances.unsubscribe();
      realityChecks.unsubscribe();
      autoplayUpdates.unsubscribe();
      const closed = [...wss.clients].map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) return resolve();
            ws.once('close', () => resolve());
            ws.close(1001, 'Server shutting down');
          }),
      );
      const grace = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
      await Promise.race([Promise.all(closed), grace]);
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** Each game's state, asked of the engine once for all the sockets that want it together. */
function sharedGameStates(client: BusClient): (gameType: GameType) => Promise<GameState> {
  const asks = new Map(gameTypes.map((gameType) => [gameType, sharedAsk(() => askGameState(client, gameType))]));
  return (gameType) => asks.get(gameType)!();
}
