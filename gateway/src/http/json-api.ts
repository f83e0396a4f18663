/**
 * What every `/api` call shares, whichever side serves it: Express's JSON parser and the money fast path beside the
 * server read bodies by these rules and answer with these headers.
 */

/** The media type `/api` reads and answers. */
export const JSON_MEDIA_TYPE = 'application/json';

/** JSON bodies past this are refused with 413 before any route sees them. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** The body parser's settings for every `/api` route. */
export const jsonBodyParserOptions = { limit: JSON_BODY_LIMIT_BYTES, type: JSON_MEDIA_TYPE };

/** The content type of every `/api` answer, as Express's `res.json` writes it. */
export const JSON_ANSWER_CONTENT_TYPE = `${JSON_MEDIA_TYPE}; charset=utf-8`;

/** Balances and sessions change under every `/api` answer, so none is cached. */
export const apiCacheHeaders = { 'Cache-Control': 'no-store' } as const;

const jsonInUtf8 = new RegExp(`^${JSON_MEDIA_TYPE}\\s*(;\\s*charset=utf-8\\s*)?$`, 'i');

/**
 * A JSON body in UTF-8, with or without its charset named: the narrowest content type the parser reads, and the only
 * one a path that decodes bodies itself may take without the parser's handling of other charsets.
 */
export const isJsonInUtf8 = (contentType: string | undefined): boolean => jsonInUtf8.test(contentType ?? '');
