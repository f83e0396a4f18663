import type { LatencySummary } from '../lib/latency';

/** The product's bus (NatsBus + serveEndpoints + the typed client) or a bare NATS echo of the same bytes. */
export type BusMode = 'product' | 'bare';

export const BARE_SUBJECT = 'bench.echo';
/** What the product's endpoint answers, as its envelope: the bare echo sends these very bytes back. */
export const PRODUCT_REPLY = { ok: true, data: { service: 'bench', database: true } };

export type BusCommand = { kind: 'serve'; natsUrl: string; mode: BusMode } | { kind: 'load'; natsUrl: string; mode: BusMode; inFlight: number; seconds: number };

export type BusReply =
  | { kind: 'serving' }
  | { kind: 'loaded'; inFlight: number; perSecond: number; errors: number; latency: LatencySummary };
