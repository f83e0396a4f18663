/**
 * Runs the tasks given under one key one after another, and tasks under different keys side by side. A flood of
 * one writer's posts then costs one post's checks at a time: each later post finds the earlier one stored and is
 * refused by the cheap check of the write limits before it asks any other service.
 */
export function oneAtATime(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (key, task) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
