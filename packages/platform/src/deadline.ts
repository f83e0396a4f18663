import { AppError } from '@pkr/contracts';

/**
 * A deadline is the epoch ms after which the caller no longer waits for an answer. Work on money that cannot
 * finish by then is abandoned, so the answer the caller gave its user ('did not answer in time') stays true.
 */
export class DeadlinePassedError extends AppError {
  constructor() {
    super('TIMEOUT', 'The service did not answer in time, please try again', { deadlinePassed: true });
  }
}

export const pastDeadline = (deadline: number | undefined, now = Date.now()): boolean => deadline !== undefined && now >= deadline;

export function assertBeforeDeadline(deadline: number | undefined, now = Date.now()): void {
  if (pastDeadline(deadline, now)) throw new DeadlinePassedError();
}

/** The first of the deadlines of calls handled together; none when no caller set one. */
export function earliestDeadline(deadlines: ReadonlyArray<number | undefined>): number | undefined {
  const set = deadlines.filter((deadline): deadline is number => deadline !== undefined);
  return set.length > 0 ? Math.min(...set) : undefined;
}

/** Milliseconds left before `deadline` once `reserveMs` is kept back for answering; Infinity without one. */
export function msLeft(deadline: number | undefined, reserveMs = 0, now = Date.now()): number {
  return deadline === undefined ? Number.POSITIVE_INFINITY : Math.max(0, deadline - reserveMs - now);
}
