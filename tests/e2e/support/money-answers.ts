import type { Page, Response, WebSocket } from 'playwright-core';

/** The money calls a game page makes, by the message it sends on its socket. */
export type MoneyCall = 'place_bet' | 'cashout' | 'cancel_bet';

const resultOf: Record<MoneyCall, string> = { place_bet: 'bet_result', cashout: 'cashout_result', cancel_bet: 'cancel_result' };
const pathOf: Record<MoneyCall, string> = { place_bet: '/api/bet', cashout: '/api/cashout', cancel_bet: '/api/bet/cancel' };

/** The answer to one money call: its HTTP status (a refusal on the socket carries the one HTTP would have given). */
export interface MoneyAnswer {
  transport: 'socket' | 'http';
  status: number;
  body: Record<string, unknown>;
}

const socketsOf = new WeakMap<Page, Set<WebSocket>>();

/** Keeps the page's open sockets from its first one on, for `nextMoneyAnswer` to listen to. */
export function watchSockets(page: Page): void {
  const sockets = new Set<WebSocket>();
  socketsOf.set(page, sockets);
  page.on('websocket', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
}

/**
 * The answer to the page's next bet, cash-out or cancel, whichever way the page sent it: on its game socket (the
 * result, or the refusal) or over HTTP, which the page uses when no socket is open. Ask before the click.
 */
export function nextMoneyAnswer(page: Page, call: MoneyCall): Promise<MoneyAnswer> {
  const sockets = socketsOf.get(page);
  if (!sockets) throw new Error('The page was not opened through the browser support, so its sockets are not watched');
  return new Promise((resolve) => {
    const listening = [...sockets];
    const done = (answer: MoneyAnswer) => {
      for (const socket of listening) socket.off('framereceived', onFrame);
      page.off('response', onResponse);
      resolve(answer);
    };
    const onFrame = ({ payload }: { payload: string | Buffer }) => {
      const message = JSON.parse(String(payload)) as Record<string, unknown>;
      if (message.type === resultOf[call]) done({ transport: 'socket', status: 200, body: message });
      else if (message.type === 'error' && message.action === call) done({ transport: 'socket', status: Number(message.status), body: message });
    };
    const onResponse = (response: Response) => {
      if (response.request().method() !== 'POST' || new URL(response.url()).pathname !== pathOf[call]) return;
      void response.json().then((body: Record<string, unknown>) => done({ transport: 'http', status: response.status(), body }));
    };
    for (const socket of listening) socket.on('framereceived', onFrame);
    page.on('response', onResponse);
  });
}
