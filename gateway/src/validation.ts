import { AppError } from '@pkr/contracts';
import type { z } from 'zod';

/** Parses client input with a contract schema; a refusal carries the first issue's message, as the spec's forms show it. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  throw new AppError('VALIDATION', issues[0]?.message ?? 'Invalid request', {
    issues: issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
}

/** A path segment that does not parse names nothing, so it is a 404 rather than a form error. */
export function parsePathParam<S extends z.ZodType>(schema: S, value: unknown, notFound: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('NOT_FOUND', notFound);
}
