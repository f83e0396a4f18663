import { connect } from '@nats-io/transport-node';
import type { RequestOf, Subject } from '@pkr/contracts';
import { replyInboxPrefix } from '@pkr/platform';
import type { NatsPasswords } from '../../../infra/src/nats-config';
import type { NatsUser } from '../../../infra/src/nats-permissions';

/** A stack's nats-server, as `startDistributed` answers it. */
export interface StackBus {
  natsUrl: string;
  natsPasswords: NatsPasswords;
}

/**
 * Asks one subject of the stack's bus directly, connected as the process `user` with its own permissions, and
 * answers the reply as it crossed the wire (`{ ok, data }` or `{ ok: false, error }`). A test uses it to ask a
 * service what no HTTP route would let through, so the service's own rule is what answers.
 */
export async function askOnBus<S extends Subject>(stack: StackBus, user: NatsUser, subject: S, request: RequestOf<S>): Promise<unknown> {
  const connection = await connect({ servers: stack.natsUrl, user, pass: stack.natsPasswords[user], inboxPrefix: replyInboxPrefix(user) });
  try {
    const reply = await connection.request(subject, new TextEncoder().encode(JSON.stringify(request)), { timeout: 5_000 });
    return reply.json();
  } finally {
    await connection.close();
  }
}
