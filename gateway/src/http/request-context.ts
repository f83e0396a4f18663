import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@pkr/platform';
import type { RequestHandler } from 'express';

/** A client-sent id is echoed only when it is short and plain, so it cannot inject into logs or headers. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A request's id: the client's when it is sane, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Logs the request once it is answered. */
export function logWhenAnswered(logger: Logger, req: IncomingMessage, res: ServerResponse, requestId: string): void {
  const started = performance.now();
  res.on('finish', () => {
    logger.info(
      { requestId, method: req.method, path: (req.url ?? '').split('?')[0], status: res.statusCode, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
}

/** Gives every request an id (echoed in X-Request-Id and in error bodies) and logs it once it is answered. */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req);
    res.setHeader('X-Request-Id', requestId);
    logWhenAnswered(logger, req, res, requestId);
    res.locals.requestId = requestId;
    next();
  };
}
