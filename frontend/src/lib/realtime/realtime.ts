import type { GameState, GameType } from '@pkr/contracts';
import { toast } from '@/components/ui/toast/use-toast';
import { api } from '@/lib/api-client';
import { onSessionEvent, readStoredUser } from '@/lib/auth/session-storage';
import { liveUrl } from './constants';
import { RealtimeClient } from './realtime-client';

/** GET /api/game/{type}: the game state, for the polling fallback and for a first picture before the socket. */
export function getGameState(gameType: GameType): Promise<GameState> {
  return api.get<GameState>(`/api/game/${gameType}`, { cache: 'no-store' });
}

/** The app's single live connection, created on first use and bound to the login and logout events. */
let instance: RealtimeClient | undefined;

export function getRealtime(): RealtimeClient {
  if (instance) return instance;
  const client = new RealtimeClient({
    createSocket: (url) => new WebSocket(url),
    url: () => liveUrl(),
    currentUser: readStoredUser,
    fetchGameState: getGameState,
    notify: toast,
  });
  onSessionEvent('login', () => client.onLogin());
  onSessionEvent('logout', () => client.onLogout());
  instance = client;
  return client;
}
