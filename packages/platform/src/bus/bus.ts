import { AppError } from '@pkr/contracts';

/** What a subscriber is handed: the decoded payload and a way to answer when the sender asked for one. */
export interface Delivery {
  subject: string;
  /** When the sender stops waiting (epoch ms), if it said: work that cannot finish by then should not start. */
  deadline?: number;
  respond(reply: unknown): void;
}

export type Handler = (payload: unknown, delivery: Delivery) => void | Promise<void>;

export interface SubscribeOptions {
  /** Subscribers sharing a queue group split the messages between them; one of them gets each. */
  queue?: string;
}

export interface RequestOptions {
  timeoutMs?: number;
  /** Epoch ms after which the answer is of no use: it travels with the request and bounds the wait. */
  deadline?: number;
}

export interface Subscription {
  unsubscribe(): void;
}

/**
 * The one messaging interface every service uses. Two implementations (NATS and in-process) pass the same
 * contract suite, so a service cannot tell them apart. Payloads are JSON values.
 */
export interface Bus {
  publish(subject: string, payload: unknown): void;
  subscribe(subject: string, handler: Handler, options?: SubscribeOptions): Subscription;
  request(subject: string, payload: unknown, options?: RequestOptions): Promise<unknown>;
  /** Resolves once the server has registered every subscription made so far, so other connections reach them. */
  flush(): Promise<void>;
  /** Stops taking new messages, lets handlers in flight finish, then closes. */
  drain(): Promise<void>;
  /**
   * Calls `listener` whenever the connection to the bus server is lost and again when it is restored: messages
   * published meanwhile may never have reached this process, so what it learned from them may be out of date.
   */
  onInterruption(listener: () => void): Subscription;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;

export class NoRespondersError extends AppError {
  constructor(subject: string) {
    super('UNAVAILABLE', 'Service unavailable, please try again shortly', { subject });
  }
}

export class RequestTimeoutError extends AppError {
  constructor(subject: string) {
    super('TIMEOUT', 'The service did not answer in time, please try again', { subject });
  }
}

/** How long a request waits: its timeout, cut short by its deadline (0 when the deadline has passed). */
export function waitBudgetMs(options: RequestOptions, now = Date.now()): number {
  const timeout = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  return options.deadline === undefined ? timeout : Math.max(0, Math.min(timeout, options.deadline - now));
}

/** NATS subject matching: `*` is one token, `>` is one or more trailing tokens. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const want = pattern.split('.');
  const got = subject.split('.');
  for (let i = 0; i < want.length; i += 1) {
    const token = want[i];
    if (token === '>') return got.length > i;
    if (i >= got.length) return false;
    if (token !== '*' && token !== got[i]) return false;
  }
  return want.length === got.length;
}
