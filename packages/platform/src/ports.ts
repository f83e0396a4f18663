import { connect, createServer } from 'node:net';

/** A TCP port on loopback that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
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
export function assertPortFree(port: number, what: string, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, what, variable) : error),
    );
    server.listen(port, () => server.close(() => resolve()));
  });
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
