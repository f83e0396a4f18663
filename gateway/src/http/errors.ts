import { AppError } from '@pkr/contracts';
import type { Logger } from '@pkr/platform';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';

/** JSON bodies past this are refused with 413 before any route sees them. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

function sendAppError(res: Response, error: AppError): void {
  res.status(error.status).json({
    message: error.message,
    code: error.code,
    requestId: res.locals.requestId,
    // Details of a server-side failure name internals (subjects); only a client's own mistakes get them.
    ...(error.details === undefined || error.status >= 500 ? {} : { details: error.details }),
  });
}

/** Unknown `/api` paths answer JSON, so the client's error handling sees a message rather than the app's HTML. */
export const apiNotFound: RequestHandler = (req, res) => {
  sendAppError(res, new AppError('NOT_FOUND', `Not found: ${req.method} ${req.originalUrl.split('?')[0]}`));
};

/** Errors of the JSON body parser (body-parser marks them with a `type`). */
function bodyError(error: unknown): AppError | undefined {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return new AppError('VALIDATION', `Request body too large (limit ${JSON_BODY_LIMIT_BYTES / 1024} KB)`, undefined, 413);
  if (type === 'entity.parse.failed') return new AppError('VALIDATION', 'Malformed JSON body');
  const status = (error as { status?: unknown }).status;
  const expose = (error as { expose?: unknown }).expose;
  if (typeof type === 'string' && typeof status === 'number' && status < 500 && expose === true) {
    return new AppError('VALIDATION', (error as Error).message, undefined, status);
  }
  return undefined;
}

/** The last handler: AppErrors answer as themselves; anything else is logged with the request id and answers 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = error instanceof AppError ? error : bodyError(error);
    if (known) {
      if (known.status >= 500) logger.warn({ requestId: res.locals.requestId, code: known.code, details: known.details }, known.message);
      sendAppError(res, known);
      return;
    }
    logger.error({ err: error, requestId: res.locals.requestId, method: req.method, path: req.path }, 'request failed');
    res.status(500).json({ message: 'Internal server error', requestId: res.locals.requestId });
  };
}
