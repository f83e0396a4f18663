import { AppError } from '@pkr/contracts';
import type { Logger } from '@pkr/platform';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { JSON_BODY_LIMIT_BYTES } from './json-api';

/** What a failed call answers: its status and JSON body. */
export interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
}

const appErrorAnswer = (error: AppError, requestId: string): ErrorAnswer => ({
  status: error.status,
  body: {
    message: error.message,
    code: error.code,
    requestId,
    // Details of a server-side failure name internals (subjects); only a client's own mistakes get them.
    ...(error.details === undefined || error.status >= 500 ? {} : { details: error.details }),
  },
});

function sendAppError(res: Response, error: AppError): void {
  const { status, body } = appErrorAnswer(error, res.locals.requestId);
  res.status(status).json(body);
}

export const malformedJsonBody = () => new AppError('VALIDATION', 'Malformed JSON body');

/** Unknown `/api` paths answer JSON, so the client's error handling sees a message rather than the app's HTML. */
export const apiNotFound: RequestHandler = (req, res) => {
  sendAppError(res, new AppError('NOT_FOUND', `Not found: ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/** Errors of the JSON body parser (body-parser marks them with a `type`). */
function bodyError(error: unknown): AppError | undefined {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return new AppError('VALIDATION', `Request body too large (limit ${JSON_BODY_LIMIT_BYTES / 1024} KB)`, undefined, 413);
  if (type === 'entity.parse.failed') return malformedJsonBody();
  const status = (error as { status?: unknown }).status;
  const expose = (error as { expose?: unknown }).expose;
  if (typeof type === 'string' && typeof status === 'number' && status < 500 && expose === true) {
    return new AppError('VALIDATION', (error as Error).message, undefined, status);
  }
  return undefined;
}

/** AppErrors answer as themselves; anything else is logged with the request id and answers 500. */
export function errorAnswer(logger: Logger, error: unknown, call: { requestId: string; method?: string; path: string }): ErrorAnswer {
  const { requestId } = call;
  const known = error instanceof AppError ? error : bodyError(error);
  if (known) {
    if (known.status >= 500) logger.warn({ requestId, code: known.code, details: known.details }, known.message);
    return appErrorAnswer(known, requestId);
  }
  logger.error({ err: error, ...call }, 'request failed');
  return { status: 500, body: { message: 'Internal server error', requestId } };
}

/** The last handler: answers every error as `errorAnswer` says. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const { status, body } = errorAnswer(logger, error, { requestId: res.locals.requestId, method: req.method, path: req.path });
    res.status(status).json(body);
  };
}
