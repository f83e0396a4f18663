import { REALTIME } from './constants';

type HeartbeatOptions = {
  ping: () => void;
  /** When the socket last heard anything (any message counts as a heartbeat). */
  lastMessageAt: () => number;
  onDead: () => void;
};

/**
 * Pings every 15 s so proxies keep the socket open and the server answers, and checks every 5 s that
 * something arrived within 45 s: a socket can look open long after its network path is gone.
 */
export function startHeartbeat({ ping, lastMessageAt, onDead }: HeartbeatOptions): () => void {
  const pingTimer = setInterval(ping, REALTIME.pingIntervalMs);
  const healthTimer = setInterval(() => {
    if (Date.now() - lastMessageAt() > REALTIME.deadAfterMs) onDead();
  }, REALTIME.healthCheckIntervalMs);
  return () => {
    clearInterval(pingTimer);
    clearInterval(healthTimer);
  };
}
