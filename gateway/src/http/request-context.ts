import { randomUUID } from 'node:crypto';
import type { Logger } from '@pkr/platform';
import type { RequestHandler } from 'express';

/** A client-sent id is echoed only when it is short and plain, so it cannot inject into logs or headers. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Gives every request an id (echoed in X-Request-Id and in error bodies) and logs it once it is answered. */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const sent = req.get('x-request-id');
    const requestId = sent !== undefined && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = performance.now();
    res.on('finish', () => {
      logger.info(
        { requestId, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(performance.now() - started) },
        'request',
      );
    });
    next();
  };
}
