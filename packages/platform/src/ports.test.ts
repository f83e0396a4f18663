import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ephemeralPortsFrom, FREE_PORTS_FROM, freePort } from './ports';

const span = () => ephemeralPortsFrom() - FREE_PORTS_FROM;

function listenOn(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, () => resolve(server));
  });
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a free port for a process started next', () => {
  it('is one no outgoing connection can take, a process can listen on, and never handed out twice', async () => {
    const ports = await Promise.all(Array.from({ length: 50 }, () => freePort()));
    expect(new Set(ports).size).toBe(50);
    for (const port of ports) expect(port).toBeGreaterThanOrEqual(FREE_PORTS_FROM);
    for (const port of ports) expect(port).toBeLessThan(ephemeralPortsFrom());
    const server = await listenOn(ports[0]!);
    expect(server).not.toBeNull();
    await close(server!);
  });

  it('passes over a port something else already listens on', async () => {
    let occupied: { port: number; server: Server } | undefined;
    while (!occupied) {
      const port = FREE_PORTS_FROM + Math.floor(Math.random() * span());
      const server = await listenOn(port);
      if (server) occupied = { port, server };
    }
    // The first draw lands on the occupied port; the next ones are random again.
    vi.spyOn(Math, 'random').mockReturnValueOnce((occupied.port - FREE_PORTS_FROM + 0.5) / span());
    try {
      expect(await freePort()).not.toBe(occupied.port);
    } finally {
      await close(occupied.server);
    }
  });
});
