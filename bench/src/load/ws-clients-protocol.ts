import type { LatencySummary } from '../lib/latency';

/** What the bench asks of the watcher process, and what it answers. */
export type ClientsCommand =
  | { kind: 'connect'; url: string; count: number; batch: number }
  | { kind: 'ticks'; seconds: number }
  | { kind: 'crash'; gameType: string; round: number; timeoutMs: number }
  | { kind: 'close' };

export type ClientsReply =
  | { kind: 'connected'; open: number; failed: number; ms: number }
  | { kind: 'ticks'; latency: LatencySummary; open: number; delivered: number; distinctTicks: number }
  | { kind: 'crash'; latency: LatencySummary; received: number; open: number }
  | { kind: 'closed' }
  | { kind: 'failed'; error: string };
