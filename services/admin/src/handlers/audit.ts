import type { ParsedRequestOf, ReplyOf } from '@pkr/contracts';
import { verifiedAdmin } from '../admin-check';
import type { AdminContext } from '../context';
import { auditPage } from '../db/audit-log';

/** `admin.audit.list`: the log newest first, by admin and action when asked; reading it is not itself audited. */
export async function listAudit({ pool, client }: AdminContext, { actor, ...filter }: ParsedRequestOf<'admin.audit.list'>): Promise<ReplyOf<'admin.audit.list'>> {
  await verifiedAdmin(client, actor);
  return auditPage(pool, filter);
}
