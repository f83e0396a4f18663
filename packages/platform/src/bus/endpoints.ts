import {
  AppError,
  endpoints,
  type ParsedRequestOf,
  type ReplyOf,
  replyEnvelopeSchema,
  type RequestOf,
  type Subject,
  type WireError,
} from '@pkr/contracts';
import type { Logger } from 'pino';
import { observeBusRequest } from '../metrics/bus-metrics';
import type { Bus, RequestOptions, Subscription } from './bus';

/** What a handler knows of the call beyond its payload: when the caller stops waiting, if it said. */
export interface CallContext {
  deadline: number | undefined;
}

export type EndpointHandler<S extends Subject> = (request: ParsedRequestOf<S>, call: CallContext) => Promise<ReplyOf<S>> | ReplyOf<S>;
export type EndpointTable = { [S in Subject]?: EndpointHandler<S> };

/**
 * Serves a route table of subjects on the bus. Every request is parsed with its contract; a bad payload
 * answers a VALIDATION error, an AppError answers as itself, anything else answers INTERNAL and is logged.
 */
export function serveEndpoints(bus: Bus, table: EndpointTable, options: { queue: string; logger: Logger }): Subscription {
  const subscriptions = Object.entries(table).map(([subject, handler]) =>
    bus.subscribe(
      subject,
      async (payload, delivery) => {
        const start = process.hrtime.bigint();
        const call = { deadline: delivery.deadline };
        const reply = await answer(subject as Subject, handler as EndpointHandler<Subject>, payload, call, options.logger);
        delivery.respond(reply);
        observeBusRequest(subject, reply.ok ? 'ok' : reply.error.code, start);
      },
      { queue: options.queue },
    ),
  );
  return { unsubscribe: () => subscriptions.forEach((subscription) => subscription.unsubscribe()) };
}

type Answer<T = unknown> = { ok: true; data: T } | { ok: false; error: WireError };

async function answer(subject: Subject, handler: EndpointHandler<Subject>, payload: unknown, call: CallContext, logger: Logger): Promise<Answer> {
  const parsed = endpoints[subject].request.safeParse(payload);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, error: new AppError('VALIDATION', first?.message ?? 'Invalid request', { issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) }).toWire() };
  }
  return settle(subject, () => handler(parsed.data as never, call), logger);
}

/** The work's value, or its refusal as the wire carries it: an AppError as itself, anything else INTERNAL and logged. */
async function settle<T>(subject: string, work: () => Promise<T> | T, logger: Logger): Promise<Answer<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: error.toWire() };
    logger.error({ err: error, subject }, 'endpoint failed');
    return { ok: false, error: new AppError('INTERNAL', 'Internal server error').toWire() };
  }
}

/**
 * Answers each call of a request that carries many, all at once and each on its own: one call's refusal is its
 * answer alone, in the order the calls came.
 */
export function answerEach<T, R>(subject: string, calls: readonly T[], work: (call: T) => Promise<R>, logger: Logger): Promise<{ answers: Array<Answer<R>> }> {
  return Promise.all(calls.map((call) => settle(subject, () => work(call), logger))).then((answers) => ({ answers }));
}

/** The typed client of every endpoint: validates the reply and turns a wire error back into an AppError. */
export interface BusClient {
  call<S extends Subject>(subject: S, request: RequestOf<S>, options?: RequestOptions): Promise<ReplyOf<S>>;
}

export function createBusClient(bus: Bus): BusClient {
  return {
    async call(subject, request, options) {
      const raw = await bus.request(subject, request, options);
      const envelope = replyEnvelopeSchema.parse(raw);
      if (!envelope.ok) throw AppError.fromWire(envelope.error);
      return endpoints[subject].reply.parse(envelope.data) as never;
    },
  };
}
