import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { type Bus, MemoryBus, NatsBus, NoRespondersError, RequestTimeoutError } from '../src/index';

/** Each implementation, and how another process would reach the same bus (in process: the same instance). */
const implementations: Array<[string, () => Promise<Bus>, (bus: Bus) => Promise<Bus>]> = [
  ['in-process bus', async () => new MemoryBus(), async (bus) => bus],
  ['NATS bus', async () => NatsBus.connect(inject('natsUrl'), 'bus-contract-test'), async () => NatsBus.connect(inject('natsUrl'), 'bus-contract-peer')],
];

/** Waits for what a test expects to have been delivered. */
const delivered = (assertion: () => void) => vi.waitFor(assertion, { timeout: 2_000, interval: 10 });

describe.each(implementations)('%s', (_name, open, peerOf) => {
  const opened: Bus[] = [];
  const bus = async () => {
    const instance = await open();
    opened.push(instance);
    return instance;
  };
  let prefix = 0;
  const subject = (name: string) => `contract.${process.pid}.${(prefix += 1)}.${name}`;

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((instance) => instance.drain()));
  });

  it('delivers a published payload to every plain subscriber as a JSON copy', async () => {
    const b = await bus();
    const topic = subject('fanout');
    const seen: unknown[][] = [[], []];
    b.subscribe(topic, (payload) => void seen[0]?.push(payload));
    b.subscribe(topic, (payload) => void seen[1]?.push(payload));
    await b.flush();
    const sent = { amount: 1250, at: new Date(0) };
    b.publish(topic, sent);
    await delivered(() => expect(seen).toEqual([[{ amount: 1250, at: '1970-01-01T00:00:00.000Z' }], [{ amount: 1250, at: '1970-01-01T00:00:00.000Z' }]]));
  });

  it('gives each message to exactly one member of a queue group', async () => {
    const b = await bus();
    const topic = subject('queue');
    const counts = [0, 0, 0];
    let plain = 0;
    for (const index of [0, 1, 2]) b.subscribe(topic, () => void (counts[index] = (counts[index] ?? 0) + 1), { queue: 'workers' });
    // A plain subscriber hears all 30 after the group members got theirs: then every delivery has happened.
    b.subscribe(topic, () => void (plain += 1));
    await b.flush();
    for (let i = 0; i < 30; i += 1) b.publish(topic, i);
    await delivered(() => expect(plain).toBe(30));
    await delivered(() => expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30));
  });

  it('answers a request with the reply of a queue-group member', async () => {
    const b = await bus();
    const topic = subject('echo');
    b.subscribe(topic, (payload, delivery) => delivery.respond({ echoed: payload }), { queue: 'echo' });
    await b.flush();
    await expect(b.request(topic, { n: 7 })).resolves.toEqual({ echoed: { n: 7 } });
  });

  it('answers a request from another connection as soon as the subscription is flushed', async () => {
    const server = await bus();
    const client = await peerOf(server);
    if (client !== server) opened.push(client);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const topic = subject(`flushed-${attempt}`);
      server.subscribe(topic, (payload, delivery) => delivery.respond(payload), { queue: 'flushed' });
      await server.flush();
      await expect(client.request(topic, attempt, { timeoutMs: 1_000 })).resolves.toBe(attempt);
    }
  });

  it('hands a request to every plain subscriber and answers with the first reply', async () => {
    const b = await bus();
    const topic = subject('request-fanout');
    const heard = [0, 0];
    b.subscribe(topic, (_payload, delivery) => {
      heard[0] = (heard[0] ?? 0) + 1;
      delivery.respond('first');
    });
    b.subscribe(topic, () => void (heard[1] = (heard[1] ?? 0) + 1));
    await b.flush();
    await expect(b.request(topic, {})).resolves.toBe('first');
    await delivered(() => expect(heard).toEqual([1, 1]));
  });

  it('matches wildcard subscriptions the way NATS does', async () => {
    const b = await bus();
    const base = subject('wild');
    const one: string[] = [];
    const many: string[] = [];
    b.subscribe(`${base}.*`, (_payload, delivery) => void one.push(delivery.subject));
    b.subscribe(`${base}.>`, (_payload, delivery) => void many.push(delivery.subject));
    await b.flush();
    b.publish(`${base}.a`, 1);
    b.publish(`${base}.a.b`, 2);
    await delivered(() => expect(many.sort()).toEqual([`${base}.a`, `${base}.a.b`]));
    expect(one).toEqual([`${base}.a`]);
  });

  it('answers many requests in flight at once, each with its own reply', async () => {
    const b = await bus();
    const topic = subject('echo');
    b.subscribe(topic, (payload, delivery) => delivery.respond({ echoed: payload }), { queue: 'echo' });
    await b.flush();
    const asked = Array.from({ length: 300 }, (_, index) => index);
    await expect(Promise.all(asked.map((index) => b.request(topic, index)))).resolves.toEqual(asked.map((index) => ({ echoed: index })));
  });

  it('fails a request at once with a no-responders error when nobody listens', async () => {
    const b = await bus();
    const started = Date.now();
    await expect(b.request(subject('nobody'), {}, { timeoutMs: 3_000 })).rejects.toBeInstanceOf(NoRespondersError);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('fails a request with a timeout error when the responder never answers', async () => {
    const b = await bus();
    const topic = subject('silent');
    b.subscribe(topic, () => undefined);
    await b.flush();
    await expect(b.request(topic, {}, { timeoutMs: 200 })).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it("hands a request's deadline to the responder", async () => {
    const b = await bus();
    const topic = subject('deadline');
    b.subscribe(topic, (_payload, delivery) => delivery.respond({ deadline: delivery.deadline ?? null }), { queue: 'deadline' });
    await b.flush();
    const deadline = Date.now() + 2_000;
    await expect(b.request(topic, {}, { deadline })).resolves.toEqual({ deadline });
    await expect(b.request(topic, {})).resolves.toEqual({ deadline: null });
  });

  it('gives up at the deadline when it comes before the timeout', async () => {
    const b = await bus();
    const topic = subject('deadline-silent');
    b.subscribe(topic, () => undefined);
    await b.flush();
    const started = Date.now();
    await expect(b.request(topic, {}, { timeoutMs: 5_000, deadline: started + 300 })).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('does not send a request whose deadline has passed', async () => {
    const b = await bus();
    const topic = subject('deadline-passed');
    const seen: unknown[] = [];
    b.subscribe(topic, (payload, delivery) => {
      seen.push(payload);
      delivery.respond('late');
    });
    await b.flush();
    await expect(b.request(topic, 1, { deadline: Date.now() - 1 })).rejects.toBeInstanceOf(RequestTimeoutError);
    await expect(b.request(topic, 2, { timeoutMs: 1_000 })).resolves.toBe('late');
    expect(seen).toEqual([2]);
  });

  it('stops delivering to a subscription once unsubscribed', async () => {
    const b = await bus();
    const topic = subject('unsub');
    const seen: unknown[] = [];
    const control: unknown[] = [];
    const subscription = b.subscribe(topic, (payload) => void seen.push(payload));
    b.subscribe(topic, (payload) => void control.push(payload));
    await b.flush();
    b.publish(topic, 1);
    await delivered(() => expect(seen).toEqual([1]));
    subscription.unsubscribe();
    b.publish(topic, 2);
    // The other subscriber on the same connection has the second message: the unsubscribed one would have it by now.
    await delivered(() => expect(control).toEqual([1, 2]));
    expect(seen).toEqual([1]);
  });

  it('lets a handler in flight finish and answer during drain', async () => {
    const b = await open();
    const topic = subject('drain');
    let started!: () => void;
    const handling = new Promise<void>((resolve) => (started = resolve));
    b.subscribe(topic, async (_payload, delivery) => {
      started();
      // Work still running when the drain begins.
      await new Promise((resolve) => setTimeout(resolve, 150));
      delivery.respond('finished');
    });
    await b.flush();
    const pending = b.request(topic, {}, { timeoutMs: 2_000 });
    await handling;
    await b.drain();
    await expect(pending).resolves.toBe('finished');
  });
});
