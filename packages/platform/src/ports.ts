import { readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';

/** The lowest port handed out by `freePort`: below it sit the ports services are configured on (5432, 4222, 8080). */
export const FREE_PORTS_FROM = 10_000;

/** The ports this process has handed out, never handed out twice. */
const handedOut = new Set<number>();

/**
 * The first port of the range the kernel gives outgoing connections their local port from (Linux's
 * `ip_local_port_range`; its default where the file cannot be read).
 */
export function ephemeralPortsFrom(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > FREE_PORTS_FROM) return low;
  } catch {
    // Not Linux, or no /proc: the kernel's usual range.
  }
  return 32_768;
}

/**
 * A TCP port nothing listens on right now, for a process started next to listen on. It is taken below the range
 * the kernel gives outgoing connections their local port from: a port from that range, free when asked, could be
 * taken by any client's connection before the process listens, which then fails to start. A port is checked by
 * listening on it on every address, as the services do, and never handed out twice by one process.
 */
export async function freePort(): Promise<number> {
  const span = ephemeralPortsFrom() - FREE_PORTS_FROM;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = FREE_PORTS_FROM + Math.floor(Math.random() * span);
    if (handedOut.has(port) || (await listenError(port)) !== null) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${FREE_PORTS_FROM} and ${FREE_PORTS_FROM + span}`);
}

/** Listens on `port` on every address and closes at once: answers why it could not, or null when it could. */
function listenError(port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', resolve);
    server.listen(port, () => server.close(() => resolve(null)));
  });
}

/** A start-up failure an operator can act on: what is wrong and which setting moves it. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly what: string,
    readonly variable: string,
  ) {
    super(`Port ${port} for ${what} is already in use; stop what listens there or set ${variable} to another port`);
    this.name = 'PortInUseError';
  }
}

/** Refuses to go on when something already listens on `port`, naming the setting that moves it. */
export async function assertPortFree(port: number, what: string, variable: string): Promise<void> {
  const error = await listenError(port);
  if (error) throw error.code === 'EADDRINUSE' ? new PortInUseError(port, what, variable) : error;
}

/** Whether anything accepts a TCP connection on the loopback port right now. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
