/**
 * What the bench asks of a watcher process, and what it answers. Latencies travel as encoded HDR histograms
 * (`Latencies.encoded()`), so the answers of several processes, here or on a load machine, add up exactly.
 */
export type ClientsCommand =
  /** `clockOffsetMs`: how far this machine's clock runs ahead of the product's, subtracted from every arrival. */
  | { kind: 'connect'; url: string; origin: string; count: number; batch: number; clockOffsetMs: number }
  | { kind: 'ticks'; seconds: number }
  | { kind: 'crash'; gameType: string; round: number; timeoutMs: number }
  | { kind: 'close' };

export type ClientsReply =
  | { kind: 'connected'; open: number; failed: number; ms: number }
  /** `expected`: the distinct ticks seen times the sockets open, what `received` would be if none were skipped. */
  | { kind: 'ticks'; latencies: string; open: number; received: number; expected: number; distinctTicks: number }
  | { kind: 'crash'; latencies: string; received: number; open: number }
  | { kind: 'closed' }
  | { kind: 'failed'; error: string };
