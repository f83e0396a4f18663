import { AppError } from '@pkr/contracts';

/** What a subscriber is handed: the decoded payload and a way to answer when the sender asked for one. */
export interface Delivery {
  subject: string;
  respond(reply: unknown): void;
}

export type Handler = (payload: unknown, delivery: Delivery) => void | Promise<void>;

export interface SubscribeOptions {
  /** Subscribers sharing a queue group split the messages between them; one of them gets each. */
  queue?: string;
}

export interface RequestOptions {
  timeoutMs?: number;
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
