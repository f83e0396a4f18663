import { z } from 'zod';
import { paisaSchema } from '../money';
import { userIdSchema } from './auth';
import { transferIdSchema, transferKindSchema } from './wallet';

/**
 * The one subject the wallet announces every player's balance changes on, and every gateway hears. The changes a
 * batch of transfers makes leave in one turn, so the bus carries them in one message.
 */
export const BALANCE_SUBJECT = 'live.balance';

/**
 * A user's balance as one committed transfer left it, published by the wallet on `live.balance`
 * (fire and forget). `sequence` is the ledger entry's position: for one user it grows with every change, so a
 * later announcement never carries an older balance than an earlier one.
 */
export const balanceChangedSchema = z.object({
  userId: userIdSchema,
  balance: paisaSchema,
  reason: transferKindSchema,
  transferId: transferIdSchema,
  sequence: z.number().int().positive(),
  /** When the transfer was recorded, ms since the epoch. */
  timestamp: z.number().int(),
});
export type BalanceChanged = z.infer<typeof balanceChangedSchema>;

/** The `/ws` message a player's open sockets get: the same change, the balance in PKR. */
export type BalanceUpdateMessage = {
  type: 'balance_update';
  userId: string;
  balance: number;
  reason: BalanceChanged['reason'];
  transferId: string;
  sequence: number;
  timestamp: number;
};
