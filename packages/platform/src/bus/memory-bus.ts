import type { Logger } from 'pino';
import {
  type Bus,
  type Handler,
  NoRespondersError,
  type RequestOptions,
  RequestTimeoutError,
  type SubscribeOptions,
  type Subscription,
  subjectMatches,
  waitBudgetMs,
} from './bus';
import { InFlight } from './in-flight';

interface Entry {
  pattern: string;
  queue: string | undefined;
  handler: Handler;
  active: boolean;
}

/**
 * The in-process bus of the all-in-one run. Payloads are copied through JSON exactly as on the wire, and
 * delivery is asynchronous, so a service behaves the same on this bus as on NATS.
 */
export class MemoryBus implements Bus {
  private entries: Entry[] = [];
  private readonly inFlight = new InFlight();
  private readonly roundRobin = new Map<string, number>();
  private closed = false;

  constructor(private readonly logger?: Logger) {}

  publish(subject: string, payload: unknown): void {
    this.dispatch(subject, JSON.stringify(payload ?? null), undefined);
  }

  subscribe(subject: string, handler: Handler, options: SubscribeOptions = {}): Subscription {
    const entry: Entry = { pattern: subject, queue: options.queue, handler, active: true };
    this.entries.push(entry);
    return {
      unsubscribe: () => {
        entry.active = false;
        this.entries = this.entries.filter((candidate) => candidate !== entry);
      },
    };
  }

  request(subject: string, payload: unknown, options: RequestOptions = {}): Promise<unknown> {
    const timeoutMs = waitBudgetMs(options);
    if (timeoutMs === 0) return Promise.reject(new RequestTimeoutError(subject));
    return new Promise((resolve, reject) => {
      let answered = false;
      const timer = setTimeout(() => {
        answered = true;
        reject(new RequestTimeoutError(subject));
      }, timeoutMs);
      const reply = (text: string) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        resolve(JSON.parse(text));
      };
      const delivered = this.dispatch(subject, JSON.stringify(payload ?? null), reply, options.deadline);
      if (delivered === 0) {
        answered = true;
        clearTimeout(timer);
        reject(new NoRespondersError(subject));
      }
    });
  }

  async flush(): Promise<void> {
    // Subscriptions take effect at once in process.
  }

  onInterruption(): Subscription {
    // In process there is no connection to lose.
    return { unsubscribe: () => undefined };
  }

  async drain(): Promise<void> {
    this.closed = true;
    this.entries = [];
    await this.inFlight.settle();
  }

  /** Picks the receivers of one message: every plain subscriber and one member of each queue group. */
  private dispatch(subject: string, text: string, reply: ((text: string) => void) | undefined, deadline?: number): number {
    if (this.closed) return 0;
    const matching = this.entries.filter((entry) => entry.active && subjectMatches(entry.pattern, subject));
    const groups = new Map<string, Entry[]>();
    const receivers: Entry[] = [];
    for (const entry of matching) {
      if (entry.queue === undefined) receivers.push(entry);
      else groups.set(entry.queue, [...(groups.get(entry.queue) ?? []), entry]);
    }
    for (const [queue, members] of groups) {
      const key = `${queue}\u0000${subject}`;
      const next = this.roundRobin.get(key) ?? 0;
      this.roundRobin.set(key, next + 1);
      receivers.push(members[next % members.length] as Entry);
    }
    for (const entry of receivers) this.deliver(entry, subject, text, reply, deadline);
    return receivers.length;
  }

  private deliver(entry: Entry, subject: string, text: string, reply: ((text: string) => void) | undefined, deadline: number | undefined): void {
    const work = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      if (!entry.active) return;
      await entry.handler(JSON.parse(text), {
        subject,
        ...(deadline === undefined ? {} : { deadline }),
        respond: (value) => reply?.(JSON.stringify(value ?? null)),
      });
    });
    this.inFlight.track(
      work.catch((error: unknown) => this.logger?.error({ err: error, subject }, 'bus handler failed')),
    );
  }
}
