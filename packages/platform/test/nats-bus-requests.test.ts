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
