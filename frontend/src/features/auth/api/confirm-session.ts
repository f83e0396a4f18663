import type { PublicUser } from '@pkr/contracts';
import { getCurrentUser } from '@/lib/auth/current-user';

/** The login or registration went through, but the cookie session does not work (spec section 4/8). */
export class SessionIssueError extends Error {
  override readonly name = 'SessionIssueError';
  constructor() {
    super('Logged in, but the session could not be confirmed');
  }
}

const currentUserOrNull = () => getCurrentUser().catch(() => null);

/**
 * Confirms the new session with GET /api/user. If that finds nobody, logs in once more and asks again;
 * a second miss is a session issue.
 */
export async function confirmSession(loginAgain: () => Promise<unknown>): Promise<PublicUser> {
  const user = await currentUserOrNull();
  if (user) return user;
  await loginAgain().catch(() => undefined);
  const retried = await currentUserOrNull();
  if (retried) return retried;
  throw new SessionIssueError();
}
