import type { AdminActor, ReplyOf } from '@pkr/contracts';
import type { BusClient } from '@pkr/platform';
import type { Credentials } from './auth';

/** The admin door goes through the admin service, which audits every attempt. */
export function adminLogin(client: BusClient, credentials: Credentials, origin: { ip: string; requestId: string }): Promise<ReplyOf<'admin.login'>> {
  return client.call('admin.login', { ...credentials, client: { ip: origin.ip }, requestId: origin.requestId });
}

export async function adminLogout(client: BusClient, actor: AdminActor): Promise<void> {
  await client.call('admin.logout', { actor });
}
