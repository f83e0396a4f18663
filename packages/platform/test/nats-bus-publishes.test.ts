import { connect, type Msg } from '@nats-io/transport-node';
import { afterEach, expect, inject, it, vi } from 'vitest';
import { JOINED_BYTES_MAX } from '../src/bus/turn-writes';
import { NatsBus } from '../src/index';

const opened: Array<{ drain(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((connection) => connection.drain()));
});

/** A sender, a receiver through the product's bus, and what a plain NATS client sees go over the wire. */
async function stage(name: string) {
  const sender = await NatsBus.connect(inject('natsUrl'), `publishes-${name}-sender`);
  const receiver = await NatsBus.connect(inject('natsUrl'), `publishes-${name}-receiver`);
  const wire = await connect({ servers: inject('natsUrl') });
  opened.push(sender, receiver, wire);
  const prefix = `publishes.${process.pid}.${name}`;
  const delivered: Array<{ subject: string; payload: unknown }> = [];
  const messages: Msg[] = [];
  receiver.subscribe(`${prefix}.*`, (payload, delivery) => void delivered.push({ subject: delivery.subject, payload }));
  wire.subscribe(`${prefix}.*`, { callback: (_error, message) => void messages.push(message) });
  await receiver.flush();
  await wire.flush();
  /**
   * What went over the wire, read once the receiver has had everything: the plain client is a connection of its own
   * and may still be reading. The server routed every message before the receiver had it, and it sends a
   * connection what it queued in order, so the pong of this client's ping comes after all of them.
   */
  const onTheWire = async () => {
    await wire.flush();
    return messages;
  };
  return { sender, prefix, delivered, onTheWire };
}

it("carries one turn's publishes to a subject in one message, each delivered alone and in order", async () => {
  const { sender, prefix, delivered, onTheWire } = await stage('joined');
  for (let n = 0; n < 200; n += 1) sender.publish(`${prefix}.bets`, { n });
  await vi.waitFor(() => expect(delivered).toHaveLength(200));
  expect(delivered.map(({ payload }) => payload)).toEqual(Array.from({ length: 200 }, (_, n) => ({ n })));
  expect(await onTheWire()).toHaveLength(1);
});

it('starts a new message at every change of subject, so the order of everything sent holds', async () => {
  const { sender, prefix, delivered, onTheWire } = await stage('interleaved');
  const sent = ['a', 'a', 'b', 'a', 'a', 'a'].map((name, n) => ({ subject: `${prefix}.${name}`, payload: { n } }));
  for (const { subject, payload } of sent) sender.publish(subject, payload);
  await vi.waitFor(() => expect(delivered).toHaveLength(6));
  expect(delivered).toEqual(sent);
  expect((await onTheWire()).map((message) => message.subject)).toEqual([`${prefix}.a`, `${prefix}.b`, `${prefix}.a`]);
});

it("splits a turn's publishes into messages the server takes when together they would be too big", async () => {
  const { sender, prefix, delivered, onTheWire } = await stage('large');
  const filler = 'x'.repeat(20_000);
  const count = Math.ceil((3 * JOINED_BYTES_MAX) / filler.length);
  for (let n = 0; n < count; n += 1) sender.publish(`${prefix}.big`, { n, filler });
  await vi.waitFor(() => expect(delivered).toHaveLength(count));
  expect(delivered.map(({ payload }) => (payload as { n: number }).n)).toEqual(Array.from({ length: count }, (_, n) => n));
  const messages = await onTheWire();
  expect(messages.length).toBeGreaterThanOrEqual(3);
  expect(Math.max(...messages.map((message) => message.data.length))).toBeLessThanOrEqual(JOINED_BYTES_MAX + 2 + count);
});
