import { connect, headers, type Msg, type NatsConnection, type Subscription as NatsSubscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  type Bus,
  type Handler,
  type RequestOptions,
  RequestTimeoutError,
  type SubscribeOptions,
  type Subscription,
  waitBudgetMs,
} from './bus';
import { InFlight } from './in-flight';
import { ReplyInbox, replyInboxPrefix } from './reply-inbox';
import { TurnWrites } from './turn-writes';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const json = (payload: unknown) => JSON.stringify(payload ?? null);
const encode = (payload: unknown) => encoder.encode(json(payload));
const decode = (data: Uint8Array): unknown => (data.length === 0 ? null : JSON.parse(decoder.decode(data)));

/** The request's deadline (epoch ms) travels as a header, so any language's client can read it. */
export const DEADLINE_HEADER = 'Pkr-Deadline';

/**
 * Set on a message that carries several publishes to its subject (a JSON array of their payloads, in order): the
 * count of them. Each is delivered to a subscriber as if it had come alone.
 */
export const JOINED_HEADER = 'Pkr-Joined';

/** The payloads one message brings: several when it joins publishes, else its one. */
function payloadsOf(message: Msg): unknown[] {
  return message.headers?.has(JOINED_HEADER) ? (decode(message.data) as unknown[]) : [decode(message.data)];
}

function deadlineOf(message: Msg): number | undefined {
  const value = Number(message.headers?.get(DEADLINE_HEADER));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * `nats://user:password@host:port[,...]` as the client takes it: it reads no credentials from a server URL (it
 * would take the password for the port), so they go apart as `user` and `pass`, from the first URL that has them.
 */
export function serversAndCredentials(servers: string): { servers: string[]; user?: string; pass?: string } {
  const urls = servers.split(',').map((server) => (server.includes('@') ? new URL(server) : server));
  const credentials = urls.find((url): url is URL => typeof url !== 'string');
  return {
    servers: urls.map((url) => (typeof url === 'string' ? url : `${url.protocol}//${url.host}`)),
    ...(credentials ? { user: decodeURIComponent(credentials.username), pass: decodeURIComponent(credentials.password) } : {}),
  };
}

/** The bus over a real nats-server: core request/reply and queue groups. */
export class NatsBus implements Bus {
  private readonly inFlight = new InFlight();
  private readonly subscriptions = new Set<NatsSubscription>();
  private readonly interruptionListeners = new Set<() => void>();
  private readonly replies: ReplyInbox;
  /** Every message this connection sends (publishes, requests, answers) leaves through it, so their order holds. */
  private readonly writes = new TurnWrites();

  private constructor(
    private readonly connection: NatsConnection,
    inboxPrefix: string,
    private readonly logger?: Logger,
  ) {
    this.replies = new ReplyInbox(connection, this.writes, inboxPrefix);
    this.watchConnection().catch((error: unknown) => this.logger?.error({ err: error }, 'bus status watch failed'));
  }

  /**
   * Tells the interruption listeners of every disconnect and reconnect until the connection closes, and logs what
   * the server refused (a subject this process's NATS user may not publish or subscribe to).
   */
  private async watchConnection(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === 'error') this.logger?.error({ err: status.error }, 'bus server error');
      if (status.type !== 'disconnect' && status.type !== 'reconnect') continue;
      this.logger?.warn({ status: status.type }, 'bus connection interrupted');
      for (const listener of this.interruptionListeners) listener();
    }
  }

  onInterruption(listener: () => void): Subscription {
    this.interruptionListeners.add(listener);
    return { unsubscribe: () => void this.interruptionListeners.delete(listener) };
  }

  static async connect(servers: string, name: string, logger?: Logger): Promise<NatsBus> {
    const serversAndUser = serversAndCredentials(servers);
    const inboxPrefix = replyInboxPrefix(serversAndUser.user);
    const connection = await connect({ ...serversAndUser, inboxPrefix, name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    return new NatsBus(connection, inboxPrefix, logger);
  }

  publish(subject: string, payload: unknown): void {
    this.writes.addPublish(
      subject,
      json(payload),
      (payloads) => {
        if (payloads.length === 1) {
          this.connection.publish(subject, encoder.encode(payloads[0]));
          return;
        }
        const joined = headers();
        joined.set(JOINED_HEADER, String(payloads.length));
        this.connection.publish(subject, encoder.encode(`[${payloads.join(',')}]`), { headers: joined });
      },
      (error) => this.logger?.error({ err: error, subject }, 'publish failed'),
    );
  }

  subscribe(subject: string, handler: Handler, options: SubscribeOptions = {}): Subscription {
    const subscription = this.connection.subscribe(subject, {
      ...(options.queue === undefined ? {} : { queue: options.queue }),
      callback: (error, message) => {
        if (error) {
          this.logger?.error({ err: error, subject }, 'subscription failed');
          return;
        }
        const deadline = deadlineOf(message);
        const respond = (reply: unknown) => {
          if (!message.reply) return;
          const data = encode(reply);
          this.writes.add(
            () => message.respond(data),
            (failure) => this.logger?.error({ err: failure, subject }, 'answer failed'),
          );
        };
        for (const payload of payloadsOf(message)) {
          const work = Promise.resolve().then(() => handler(payload, { subject: message.subject, ...(deadline === undefined ? {} : { deadline }), respond }));
          this.inFlight.track(work.catch((failure: unknown) => this.logger?.error({ err: failure, subject }, 'bus handler failed')));
        }
      },
    });
    this.subscriptions.add(subscription);
    return {
      unsubscribe: () => {
        this.subscriptions.delete(subscription);
        subscription.unsubscribe();
      },
    };
  }

  async request(subject: string, payload: unknown, options: RequestOptions = {}): Promise<unknown> {
    const timeout = waitBudgetMs(options);
    if (timeout === 0) throw new RequestTimeoutError(subject);
    const sent = options.deadline === undefined ? undefined : headers();
    sent?.set(DEADLINE_HEADER, String(options.deadline));
    const message = await this.replies.request(subject, encode(payload), timeout, sent);
    return decode(message.data);
  }

  flush(): Promise<void> {
    this.writes.release();
    return this.connection.flush();
  }

  async drain(): Promise<void> {
    if (this.connection.isClosed()) return;
    // Handlers still running must be able to answer, so the connection closes only after they settle.
    await Promise.allSettled([...this.subscriptions].map((subscription) => subscription.drain()));
    await this.inFlight.settle();
    this.writes.release();
    try {
      await this.connection.drain();
    } catch (error) {
      // With the server already gone there is nothing left to flush: close without it.
      this.logger?.warn({ err: error }, 'bus drain failed; closing');
      await this.connection.close();
    }
  }

  /** True while connected: used by readiness checks. */
  isConnected(): boolean {
    return !this.connection.isClosed() && !this.connection.isDraining();
  }
}
