import { AppError, type ParsedRequestOf, type ReplyOf, type SessionReply } from '@pkr/contracts';
import type { AdminContext } from '../context';
import { appendAudit } from '../db/audit-log';
import { adminErrors } from '../domain/admin-errors';
import { doneRecord, failedRecord } from '../domain/audit-record';
import { balanceOrUnknown } from '../wallet-balance';

/** `admin.login`: auth checks the password at its admin door; every attempt, admitted or not, is audited. */
export async function adminLogin({ pool, client }: AdminContext, request: ParsedRequestOf<'admin.login'>): Promise<ReplyOf<'admin.login'>> {
  const origin = { requestId: request.requestId, ip: request.client.ip };
  const tried = request.username.slice(0, 64);
  let session: SessionReply;
  try {
    session = await client.call('auth.admin-login', { username: request.username, password: request.password, client: request.client });
    // auth's admin door admits admins only; a session for anyone else is never handed out here.
    if (!session.user.isAdmin) throw adminErrors.notAdmin();
  } catch (error) {
    const intent = { action: 'login-failed', targetType: 'session', targetId: null, targetLabel: tried } as const;
    await appendAudit(pool, failedRecord(origin, { adminId: null, username: tried }, intent, error));
    throw error;
  }
  const admin = { adminId: session.user.id, username: session.user.username };
  // The wallet being down never bars the admin door: the balance is then unknown.
  const balance = await balanceOrUnknown(client, admin.adminId);
  await appendAudit(pool, doneRecord(origin, admin, { action: 'login', targetType: 'session', targetId: null, targetLabel: admin.username }, null));
  return { user: { ...session.user, balance }, token: session.token, expiresAt: session.expiresAt, session: session.session };
}

/** `admin.logout`: ends the session, audited when it had admin rights. A session already gone is logged out already. */
export async function adminLogout({ pool, client }: AdminContext, { actor }: ParsedRequestOf<'admin.logout'>): Promise<ReplyOf<'admin.logout'>> {
  const session = await client.call('auth.session.check', { sessionId: actor.sessionId, userId: actor.adminId }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 401) return null;
    throw error;
  });
  if (!session) return { ok: true };
  await client.call('auth.logout', { sessionId: session.sessionId });
  if (session.isAdmin) {
    const admin = { adminId: session.userId, username: session.username };
    await appendAudit(pool, doneRecord(actor, admin, { action: 'logout', targetType: 'session', targetId: null, targetLabel: admin.username }, null));
  }
  return { ok: true };
}
