import { Latencies, type LatencySummary } from './latency';

/** How one open-loop run went: latency counted from when each call was due, not from when it was sent. */
export interface OpenLoopResult {
  offeredPerSecond: number;
  /** Calls that answered as the product promises (a 2xx). */
  ok: number;
  failed: number;
  /** Successful calls divided by the time from the first due moment to the last answer. */
  achievedPerSecond: number;
  latency: LatencySummary;
  failures: Record<string, number>;
}

/** How one call ended: answered as the product promises, or failed with a short reason to count it by. */
export type CallOutcome = { ok: boolean; reason?: string };

export type Call<T> = (item: T, dueAt: number) => Promise<CallOutcome>;

/**
 * Issues one call per item at a constant rate whatever the answers do, so queueing in the server shows up as
 * latency instead of slowing the generator down (no coordinated omission). A timer wakes every millisecond or
 * so and sends every call whose moment has come, each stamped with its own due time.
 */
export async function openLoop<T>(items: T[], perSecond: number, call: Call<T>): Promise<OpenLoopResult> {
  const latencies = new Latencies();
  const failures: Record<string, number> = {};
  const intervalMs = 1000 / perSecond;
  const start = performance.now() + 5;
  let ok = 0;
  let lastAnswer = start;
  let next = 0;
  const pending: Promise<void>[] = [];
  const send = (item: T, dueAt: number) =>
    call(item, dueAt).then(
      (answer) => answer,
      (error: unknown) => ({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
    ).then((answer) => {
      const now = performance.now();
      lastAnswer = Math.max(lastAnswer, now);
      latencies.recordMs(now - dueAt);
      if (answer.ok) ok += 1;
      else failures[answer.reason ?? 'failed'] = (failures[answer.reason ?? 'failed'] ?? 0) + 1;
    });
  while (next < items.length) {
    const now = performance.now();
    while (next < items.length && start + next * intervalMs <= now) {
      pending.push(send(items[next] as T, start + next * intervalMs));
      next += 1;
    }
    if (next < items.length) await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(1, start + next * intervalMs - now))));
  }
  await Promise.all(pending);
  const seconds = Math.max(0.001, (lastAnswer - start) / 1000);
  return {
    offeredPerSecond: perSecond,
    ok,
    failed: items.length - ok,
    achievedPerSecond: Math.round(ok / seconds),
    latency: latencies.summary(),
    failures,
  };
}

/** K callers each starting its next call when its last one answers, for a fixed time: a closed loop. */
export async function closedLoop(inFlight: number, seconds: number, call: () => Promise<void>) {
  const latencies = new Latencies();
  const endAt = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const start = performance.now();
  const worker = async () => {
    while (performance.now() < endAt) {
      const began = performance.now();
      try {
        await call();
        done += 1;
        latencies.recordMs(performance.now() - began);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const elapsed = (performance.now() - start) / 1000;
  return { inFlight, perSecond: Math.round(done / elapsed), done, errors, latency: latencies.summary() };
}
