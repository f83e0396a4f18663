import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher';

/** A batcher whose batches stay open until the test lets them end. */
function held() {
  const batches: Array<{ items: number[]; end: () => void }> = [];
  const batcher = new Batcher<number, number>(
    (items) =>
      new Promise((resolve) => {
        batches.push({ items, end: () => resolve(items.map((item) => (item < 0 ? { error: new Error(`refused ${item}`) } : { value: item * 10 }))) });
      }),
    { inFlight: 1, maxSize: 3 },
  );
  return { batcher, batches };
}

/** The end of the code running now: when a batcher starts what was submitted in it. */
const submittedCodeEnds = () => Promise.resolve();

describe('a batcher', () => {
  it('works on the items submitted together at once, in one batch, and gathers those that arrive meanwhile into the next', async () => {
    const { batcher, batches } = held();
    const answers = [1, 2].map((item) => batcher.submit(item));
    await submittedCodeEnds();
    expect(batches.map((batch) => batch.items)).toEqual([[1, 2]]);
    answers.push(...[3, 4].map((item) => batcher.submit(item)));
    await submittedCodeEnds();
    expect(batches.map((batch) => batch.items)).toEqual([[1, 2]]);
    expect(batcher.queued).toBe(2);
    batches[0]!.end();
    await answers[0];
    expect(batches.map((batch) => batch.items)).toEqual([[1, 2], [3, 4]]);
    expect(batcher.queued).toBe(0);
    batches[1]!.end();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
  });

  it('works on a lone item without waiting for anything but the code that submitted it', async () => {
    const { batcher, batches } = held();
    const answer = batcher.submit(7);
    expect(batches).toEqual([]);
    await submittedCodeEnds();
    expect(batches.map((batch) => batch.items)).toEqual([[7]]);
    batches[0]!.end();
    await expect(answer).resolves.toBe(70);
  });

  it('takes at most its largest batch at once, leaving the rest for the next', async () => {
    const { batcher, batches } = held();
    const answers = [1, 2, 3, 4, 5, 6, 7].map((item) => batcher.submit(item));
    await submittedCodeEnds();
    batches[0]!.end();
    await answers[0];
    batches[1]!.end();
    await answers[3];
    expect(batches.map((batch) => batch.items)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    batches[2]!.end();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('refuses one item alone, and every item of a batch whose work failed', async () => {
    const { batcher, batches } = held();
    const first = batcher.submit(-1);
    const second = batcher.submit(2);
    await submittedCodeEnds();
    batches[0]!.end();
    await expect(first).rejects.toThrow('refused -1');
    await expect(second).resolves.toBe(20);
    const failing = new Batcher<number, number>(() => Promise.reject(new Error('database gone')), { inFlight: 1, maxSize: 10 });
    await expect(Promise.all([failing.submit(1), failing.submit(2)])).rejects.toThrow('database gone');
  });

  it('runs as many batches at once as it is allowed', async () => {
    const batches: number[][] = [];
    const ends: Array<() => void> = [];
    const batcher = new Batcher<number, number>(
      (items) => new Promise((resolve) => {
        batches.push(items);
        ends.push(() => resolve(items.map((item) => ({ value: item }))));
      }),
      { inFlight: 2, maxSize: 10 },
    );
    const answers = [batcher.submit(1)];
    await submittedCodeEnds();
    answers.push(batcher.submit(2));
    await submittedCodeEnds();
    answers.push(batcher.submit(3));
    await submittedCodeEnds();
    expect(batches).toEqual([[1], [2]]);
    ends[1]!();
    await answers[1];
    expect(batches).toEqual([[1], [2], [3]]);
    ends[0]!();
    ends[2]!();
    await expect(Promise.all(answers)).resolves.toEqual([1, 2, 3]);
  });

  it('holds a batch that is not full for the linger from its first item, and sends a full one at once', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>(
      async (items) => {
        batches.push(items);
        return items.map((item) => ({ value: item }));
      },
      { inFlight: 1, maxSize: 3, lingerMs: 30 },
    );
    const from = performance.now();
    const held = [1, 2].map((item) => batcher.submit(item));
    await submittedCodeEnds();
    expect(batches).toEqual([]);
    await expect(Promise.all(held)).resolves.toEqual([1, 2]);
    expect(performance.now() - from).toBeGreaterThanOrEqual(29);
    expect(batches).toEqual([[1, 2]]);
    const full = [3, 4, 5].map((item) => batcher.submit(item));
    await submittedCodeEnds();
    expect(batches).toEqual([[1, 2], [3, 4, 5]]);
    await expect(Promise.all(full)).resolves.toEqual([3, 4, 5]);
  });
});
