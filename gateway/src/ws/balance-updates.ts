import { type BalanceUpdateMessage, balanceChangedSchema, balanceSubject, broadcasts, paisaToPkr } from '@pkr/contracts';
import type { Bus, Logger, Subscription } from '@pkr/platform';
import { WebSocket } from 'ws';
import type { UserSockets } from './user-sockets';

/**
 * Forwards the wallet's balance announcements to the open sockets of the player they are about, and to no
 * other. Every gateway hears every announcement (no queue group) and keeps those of the users it serves.
 */
export function forwardBalanceUpdates(bus: Bus, sockets: UserSockets, logger: Logger): Subscription {
  const prefix = balanceSubject('');
  return bus.subscribe(broadcasts.balance, (payload, delivery) => {
    // Most announcements are about players with no socket here (they are on another gateway, or not watching).
    const targets = sockets.of(delivery.subject.slice(prefix.length));
    if (targets.size === 0) return;
    const parsed = balanceChangedSchema.safeParse(payload);
    // The subject names the player too: a payload about anyone else is not trusted.
    if (!parsed.success || delivery.subject !== balanceSubject(parsed.data.userId)) {
      logger.warn({ subject: delivery.subject }, 'dropped a balance announcement that does not match its contract');
      return;
    }
    const change = parsed.data;
    const message: BalanceUpdateMessage = {
      type: 'balance_update',
      userId: change.userId,
      balance: paisaToPkr(change.balance),
      reason: change.reason,
      transferId: change.transferId,
      sequence: change.sequence,
      timestamp: change.timestamp,
    };
    const frame = JSON.stringify(message);
    for (const ws of targets) {
      if (ws.readyState === WebSocket.OPEN) ws.send(frame);
    }
  });
}
