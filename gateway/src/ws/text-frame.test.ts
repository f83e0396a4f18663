import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { textFrame } from './text-frame';

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** The raw TCP socket of a server-side connection and the messages a real `ws` client reads from it. */
async function rawConnection() {
  const server = createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const received: Array<{ text: string; isBinary: boolean }> = [];
  client.on('message', (data, isBinary) => received.push({ text: String(data), isBinary }));
  const transport = ((await accepted) as unknown as { _socket: Duplex })._socket;
  closers.push(async () => {
    client.close();
    wss.close();
    await new Promise((resolve) => server.close(resolve));
  });
  return { transport, received };
}

describe('a WebSocket text frame', () => {
  it('is read by a real client as the text it holds, at every size its length is written in', async () => {
    const { transport, received } = await rawConnection();
    // 125 and shorter: the length in the second byte; then two bytes up to 65,535; then eight.
    const texts = [0, 5, 125, 126, 65_535, 65_536, 200_000].map((size) => 'ب'.repeat(Math.floor(size / 2)) + 'x'.repeat(size % 2));
    for (const text of texts) transport.write(textFrame(Buffer.from(text)));

    await expect.poll(() => received.length).toBe(texts.length);
    expect(received.map((message) => message.isBinary)).toEqual(texts.map(() => false));
    expect(received.map((message) => message.text)).toEqual(texts);
  });
});
