import { describe, expect, it } from 'vitest';
import { type FloorBatch, type FloorSending, turnBatcher } from '../src/load/floor-batch';

/** Bets handed to a batcher in three turns while each write waits for the test to answer it: the batches it sent. */
async function batchesSent(sending: FloorSending): Promise<string[][]> {
  const sent: string[][] = [];
  const pending: Array<() => void> = [];
  const take = turnBatcher((batch: FloorBatch) => {
    sent.push(batch.ids);
    return new Promise((resolve) => pending.push(() => resolve(batch.ids)));
  }, sending);
  const settled: boolean[] = [];
  const turn = async (ids: string[]) => {
    for (const id of ids) take({ id, user: 1, amount: 1000 }, (taken) => settled.push(taken));
    await new Promise((resolve) => setImmediate(resolve));
  };
  await turn(['a', 'b']);
  await turn(['c']);
  await turn(['d', 'e']);
  while (settled.length < 5) {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(settled).toEqual([true, true, true, true, true]);
  return sent;
}

describe("the floors' batches", () => {
  it('holds the bets that come while a batch is in flight, and sends them together once it is answered', async () => {
    expect(await batchesSent('held')).toEqual([['a', 'b'], ['c', 'd', 'e']]);
  });

  it("sends each turn's bets at once, whatever is in flight, as the product sends its cash-outs", async () => {
    expect(await batchesSent('at-once')).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
  });
});
