import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { AppError } from '@pkr/contracts';
import type { Logger } from '@pkr/platform';
import type { RequestHandler } from 'express';
import type { EngineMoneyCalls } from './clients/engine-money-calls';
import type { GatewayConfig } from './config';
import { isCrossSite } from './http/cross-site-guard';
import { errorAnswer, malformedJsonBody } from './http/errors';
import { idempotencyKeyOf } from './http/idempotency-key';
import { apiCacheHeaders, isJsonInUtf8, JSON_ANSWER_CONTENT_TYPE, JSON_BODY_LIMIT_BYTES } from './http/json-api';
import { moneyCalls } from './http/money-calls';
import { logWhenAnswered, requestIdOf } from './http/request-context';
import { headersSetBy } from './http/security';
import { readSessionToken } from './http/session';
import type { SessionLookup } from './sessions/session-lookup';

export interface FastPathDeps {
  engine: EngineMoneyCalls;
  config: GatewayConfig;
  logger: Logger;
  lookup: SessionLookup;
  /** The headers every answer carries (helmet's), set exactly as on the app's other routes. */
  securityHeaders: RequestHandler;
}

const moneyCallsByUrl = new Map(Object.entries(moneyCalls).map(([path, askGame]) => [`/api${path}`, askGame]));

/**
 * `POST /api/bet` and `POST /api/cashout` on Node's request handler, without Express: they are most of the calls a
 * round takes, and Express's routing, request decoration and body parser cost three times what Node's own
 * HTTP handling does. Only the ordinary call is served here: a plain JSON body of known length, from the
 * app's own origin, with a live session. Anything else (a foreign origin, no or a refused cookie, a compressed
 * or unsized body) goes to the app, which answers it as it answers every other route; so this path never has
 * to produce an answer of its own but the ones the two calls give. A refusal is handed to the app with the
 * call, so auth is not asked twice.
 */
export function moneyFastPath(deps: FastPathDeps, app: RequestListener): RequestListener {
  const answerHeaders = { ...headersSetBy(deps.securityHeaders), ...apiCacheHeaders, 'Content-Type': JSON_ANSWER_CONTENT_TYPE };
  return (req, res) => {
    const askGame = req.method === 'POST' ? moneyCallsByUrl.get(req.url ?? '') : undefined;
    if (!askGame || !isOrdinary(req, deps.config)) {
      app(req, res);
      return;
    }
    const token = readSessionToken(req.headers.cookie);
    if (token === undefined) {
      app(req, res);
      return;
    }
    deps.lookup.resolve(token).then(
      (session) => {
        if (session === null) app(req, withSessionRefused(res));
        else void serve(deps, answerHeaders, req, res, (body) => askGame(deps.engine, session, body, idempotencyKeyOf(req)));
      },
      () => app(req, res),
    );
  };
}

/** Hands the app the refusal, so it answers 401 and clears the cookie without asking auth a second time. */
function withSessionRefused(res: ServerResponse): ServerResponse {
  return Object.assign(res, { locals: { sessionRefused: true } });
}

function isOrdinary(req: IncomingMessage, config: GatewayConfig): boolean {
  const length = Number(req.headers['content-length']);
  return (
    Number.isSafeInteger(length) &&
    length <= JSON_BODY_LIMIT_BYTES &&
    req.headers['content-encoding'] === undefined &&
    isJsonInUtf8(req.headers['content-type']) &&
    !isCrossSite(req, config.allowedOrigins)
  );
}

/** Answers with every header in one `writeHead`: Node then writes them without a `setHeader` per header. */
async function serve(
  deps: FastPathDeps,
  headers: Record<string, string>,
  req: IncomingMessage,
  res: ServerResponse,
  askGame: (body: unknown) => Promise<unknown>,
): Promise<void> {
  const requestId = requestIdOf(req);
  logWhenAnswered(deps.logger, req, res, requestId);
  const answer = (status: number, body: unknown) => {
    const json = JSON.stringify(body);
    res.writeHead(status, { ...headers, 'X-Request-Id': requestId, 'Content-Length': String(Buffer.byteLength(json)) }).end(json);
  };
  try {
    answer(200, await askGame(await jsonBody(req)));
  } catch (error) {
    const { status, body } = errorAnswer(deps.logger, error, { requestId, method: req.method, path: req.url ?? '' });
    answer(status, body);
  }
}

/**
 * The body as the app's JSON parser reads it: an empty body is none, and only an object or an array is JSON here
 * (anything else is malformed, as the parser's strict mode has it).
 */
function jsonBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ended = false;
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      ended = true;
      try {
        resolve(parsedBody(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
    req.on('close', () => {
      if (!ended) reject(new AppError('VALIDATION', 'request aborted', undefined, 400));
    });
    // An aborted request also emits an error; its 'close' has already refused the body.
    req.on('error', () => undefined);
  });
}

function parsedBody(text: string): unknown {
  if (text.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformedJsonBody();
  }
  if (parsed === null || typeof parsed !== 'object') throw malformedJsonBody();
  return parsed;
}
