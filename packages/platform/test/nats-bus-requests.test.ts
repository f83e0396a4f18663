import { expect, inject, it } from 'vitest';
import { NatsBus } from '../src/index';

it('fails a request still waiting when its connection drains, without waiting for its timeout', async () => {
  const asker = await NatsBus.connect(inject('natsUrl'), 'requests-asker');
  const silent = await NatsBus.connect(inject('natsUrl'), 'requests-silent');
  const topic = `requests.${process.pid}.silent`;
  silent.subscribe(topic, () => undefined);
  await silent.flush();
  try {
    const started = Date.now();
    const waiting = asker.request(topic, {}, { timeoutMs: 10_000 });
    const outcome = waiting.then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await asker.drain();
    await expect(outcome).resolves.toBe(`The bus closed before ${topic} answered`);
    expect(Date.now() - started).toBeLessThan(3_000);
  } finally {
    await silent.drain();
  }
});

it('delivers what one turn sends, requests and publishes alike, in the order it was sent', async () => {
  const sender = await NatsBus.connect(inject('natsUrl'), 'requests-sender');
  const receiver = await NatsBus.connect(inject('natsUrl'), 'requests-receiver');
  const topic = `requests.${process.pid}.order`;
  const seen: number[] = [];
  receiver.subscribe(topic, (payload, context) => {
    seen.push((payload as { n: number }).n);
    context.respond({ n: (payload as { n: number }).n });
  });
  await receiver.flush();
  try {
    const answers: Array<Promise<unknown>> = [];
    for (let n = 0; n < 300; n += 1) {
      if (n % 3 === 0) answers.push(sender.request(topic, { n }, { timeoutMs: 5_000 }));
      else sender.publish(topic, { n });
    }
    await expect(Promise.all(answers)).resolves.toEqual(Array.from({ length: 100 }, (_, index) => ({ n: index * 3 })));
    await sender.flush();
    await receiver.flush();
    expect(seen).toEqual(Array.from({ length: 300 }, (_, n) => n));
  } finally {
    await sender.drain();
    await receiver.drain();
  }
});

it('refuses at once a request sent on a closed connection', async () => {
  const bus = await NatsBus.connect(inject('natsUrl'), 'requests-closed');
  await bus.drain();
  const started = Date.now();
  await expect(bus.request(`requests.${process.pid}.closed`, {}, { timeoutMs: 10_000 })).rejects.toThrow(/closed/i);
  expect(Date.now() - started).toBeLessThan(1_000);
});
