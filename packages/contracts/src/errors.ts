import { z } from 'zod';

/** Every error that crosses the wire: a stable code, a message a person can read, and the HTTP status it maps to. */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INSUFFICIENT_FUNDS',
  'BETTING_CLOSED',
  'NO_ACTIVE_GAME',
  'GAME_IN_PROGRESS',
  'ALREADY_BET',
  'NO_ACTIVE_BET',
  'GAME_CONTROL_DISABLED',
  'UNAVAILABLE',
  'TIMEOUT',
  'PENDING',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const wireErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  status: z.number().int().min(400).max(599),
  details: z.unknown().optional(),
});
export type WireError = z.infer<typeof wireErrorSchema>;

const defaultStatus: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INSUFFICIENT_FUNDS: 400,
  BETTING_CLOSED: 400,
  NO_ACTIVE_GAME: 404,
  GAME_IN_PROGRESS: 400,
  ALREADY_BET: 400,
  NO_ACTIVE_BET: 400,
  GAME_CONTROL_DISABLED: 403,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
  // The call may still take effect: asking again with the same idempotency key answers its outcome.
  PENDING: 409,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown, status = defaultStatus[code]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  toWire(): WireError {
    return {
      code: this.code,
      message: this.message,
      status: this.status,
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }

  static fromWire(wire: WireError): AppError {
    return new AppError(wire.code, wire.message, wire.details, wire.status);
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The one reply envelope of every bus request. */
export const replyEnvelopeSchema = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: wireErrorSchema }),
]);
export type ReplyEnvelope = z.infer<typeof replyEnvelopeSchema>;

/**
 * The reply of a request that carries many calls of one kind: one envelope per call, in the order asked, so each
 * is answered or refused on its own as if it had been sent alone.
 */
export const envelopesSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    answers: z.array(z.union([z.object({ ok: z.literal(true), data }), z.object({ ok: z.literal(false), error: wireErrorSchema })])),
  });
