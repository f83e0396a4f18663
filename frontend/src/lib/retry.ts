/**
 * Runs `attempt` until it succeeds or `waitBeforeRetry` says stop (null). `retries` is the number of
 * attempts after the first.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  retries: number,
  waitBeforeRetry: (error: unknown) => number | null,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      const waitMs = retry < retries ? waitBeforeRetry(error) : null;
      if (waitMs === null) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}
