import { onScrape, probedGauge } from '@pkr/platform';
import type { WebSocketServer } from 'ws';

const socketsOpen = probedGauge('pkr_sockets_open', 'Live sockets (/ws) open on this gateway', []);

/** Reports the sockets open on `wss` at each scrape; answers how to stop. */
export function watchSockets(wss: WebSocketServer): () => void {
  return onScrape(() => socketsOpen.set(wss.clients.size));
}
