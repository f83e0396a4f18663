import { createInbox, type MsgHdrs, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { NoRespondersError, RequestTimeoutError } from './bus';
import type { TurnWrites } from './turn-writes';

interface Waiting {
  subject: string;
  resolve(message: Msg): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Where a connection's replies arrive: below its NATS user's own `_INBOX.<user>`, the only inbox that user may hear
 * (infra/src/nats-permissions.ts), so no process can read the answers another is sent.
 */
export const replyInboxPrefix = (user: string | undefined): string => (user === undefined ? '_INBOX' : `_INBOX.${user}`);

/** The status nats-server sends to a request's reply subject when nobody subscribes to the request's. */
const NO_RESPONDERS = 503;

/**
 * Every request this connection makes waits for its reply on one subscription (`<inbox>.*`), matched by a
 * token: one timer and one map entry per request. The NATS client's own `request` does the same, but builds
 * an Error (with its stack trace) for every request it completes, which at thousands of calls a second is a
 * measurable part of a service's CPU.
 */
export class ReplyInbox {
  private readonly waiting = new Map<string, Waiting>();
  private readonly prefix: string;
  private nextToken = 0;

  constructor(
    private readonly connection: NatsConnection,
    private readonly writes: TurnWrites,
    inboxPrefix: string,
  ) {
    this.prefix = `${createInbox(inboxPrefix)}.`;
    const subscription = connection.subscribe(`${this.prefix}*`, {
      callback: (error, message) => {
        if (error === null) this.settle(message);
      },
    });
    void subscription.closed.then(() => this.abandonAll());
  }

  request(subject: string, data: Uint8Array, timeoutMs: number, headers?: MsgHdrs): Promise<Msg> {
    const token = (this.nextToken++).toString(36);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(token);
        reject(new RequestTimeoutError(subject));
      }, timeoutMs);
      this.waiting.set(token, { subject, resolve, reject, timer });
      this.writes.add(
        () => this.connection.publish(subject, data, { reply: this.prefix + token, ...(headers ? { headers } : {}) }),
        (error) => {
          clearTimeout(timer);
          this.waiting.delete(token);
          reject(error as Error);
        },
      );
    });
  }

  private settle(message: Msg): void {
    const token = message.subject.slice(this.prefix.length);
    const waiting = this.waiting.get(token);
    if (!waiting) return;
    this.waiting.delete(token);
    clearTimeout(waiting.timer);
    if (message.data.length === 0 && message.headers?.code === NO_RESPONDERS) waiting.reject(new NoRespondersError(waiting.subject));
    else waiting.resolve(message);
  }

  /** Once the connection is closed no reply can come: every request still waiting fails now, not at its timeout. */
  private abandonAll(): void {
    for (const [token, waiting] of this.waiting) {
      clearTimeout(waiting.timer);
      this.waiting.delete(token);
      waiting.reject(new Error(`The bus closed before ${waiting.subject} answered`));
    }
  }
}
