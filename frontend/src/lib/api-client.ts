import { IDEMPOTENCY_KEY_HEADER } from '@pkr/contracts';
import { serverErrorText } from '@/i18n/server-errors';

/**
 * The one HTTP client of the app (spec section 7): same-origin calls that send the session cookie, JSON bodies,
 * a random X-Request-Id per call, and an ApiError for every non-OK answer.
 */

/** The JSON error body the gateway answers: {message, code, requestId}. */
export type ApiErrorDetails = { message?: string; code?: string; requestId?: string } & Record<string, unknown>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly statusText: string,
    readonly url: string,
    readonly bodyText: string,
    /** The parsed JSON body, when the body was JSON. */
    readonly details: ApiErrorDetails | undefined,
    readonly requestId: string | undefined,
  ) {
    super(`${statusCode}: ${bodyText}`);
  }

  /** The server's own words, in English: what the app compares to tell one refusal from another. */
  get serverMessage(): string | undefined {
    const message = this.details?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  }

  /** The server's answer as the player reads it, in the app's language (see `serverErrorText`). */
  get shownMessage(): string | undefined {
    return serverErrorText({ code: this.details?.code, message: this.serverMessage });
  }
}

export function isApiError(error: unknown, ...statusCodes: number[]): error is ApiError {
  return error instanceof ApiError && (statusCodes.length === 0 || statusCodes.includes(error.statusCode));
}

/** A money call the server has not finished deciding ('Your bet is being confirmed'): never shown as failed. */
export const isPendingOutcome = (error: unknown): boolean => isApiError(error, 409) && error.details?.code === 'PENDING';

/** What a person should read for a failed call: the server's message in the app's language, else the fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.shownMessage ?? fallback) : fallback;
}

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function createRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function parseDetails(bodyText: string): ApiErrorDetails | undefined {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ApiErrorDetails) : undefined;
  } catch {
    return undefined;
  }
}

function logFailure(error: ApiError, method: string): void {
  const where = `${method} ${error.url} (request ${error.requestId ?? 'unknown'})`;
  if (error.statusCode === 401) console.warn(`[api] ${where}: not logged in or session expired`);
  else if (error.statusCode === 403) console.warn(`[api] ${where}: no permission`);
  else if (error.statusCode >= 500) console.error(`[api] ${where}: server error ${error.message}`);
}

/** `idempotencyKey`: one per attempt chain of a money call, the same on each retry, so a retry answers the first outcome. */
export type RequestOptions = { signal?: AbortSignal; cache?: RequestCache; idempotencyKey?: string };

export async function apiRequest<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const requestId = createRequestId();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Request-Id': requestId };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;

  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    cache: options.cache,
    signal: options.signal,
  });

  const text = await response.text();
  if (!response.ok) {
    const details = parseDetails(text);
    const answeredId = response.headers.get('X-Request-Id') ?? details?.requestId ?? requestId;
    const error = new ApiError(response.status, response.statusText, url, text || response.statusText, details, answeredId);
    logFailure(error, method);
    throw error;
  }
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => apiRequest<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', url, body, options),
  delete: <T>(url: string, options?: RequestOptions) => apiRequest<T>('DELETE', url, undefined, options),
};
