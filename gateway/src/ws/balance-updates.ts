import { type BalanceUpdateMessage, balanceChangedSchema, broadcasts, paisaToPkr } from '@pkr/contracts';
import type { Bus, Logger, Subscription } from '@pkr/platform';
import { forwardToPlayer, playerInPayload } from './player-messages';
import type { UserSockets } from './user-sockets';

/** Forwards the wallet's balance announcements to the open sockets of the player they are about, and to no other. */
export function forwardBalanceUpdates(bus: Bus, sockets: UserSockets, logger: Logger): Subscription {
  return forwardToPlayer(bus, sockets, logger, {
    pattern: broadcasts.balance,
    playerOf: playerInPayload,
    what: 'a balance announcement',
    frameOf(payload) {
      const parsed = balanceChangedSchema.safeParse(payload);
      if (!parsed.success) return null;
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
      return JSON.stringify(message);
    },
  });
}
