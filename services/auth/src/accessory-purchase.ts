import { randomUUID } from 'node:crypto';
import { paisaToPkr, pendingOutcome, pkrToPaisa, type ParsedRequestOf, type ReplyOf } from '@pkr/contracts';
import {
  type BusClient,
  type CallContext,
  DeadlinePassedError,
  debitCallOptions,
  debitOutcomeUnknown,
  debitWindow,
  enqueueVoids,
  isUniqueViolation,
  type OutboxRelay,
  pastDeadline,
  type Pool,
  withTransaction,
} from '@pkr/platform';
import { lockAvatar, saveAvatar } from './db/profiles';
import {
  deleteBuyingPurchase,
  findPurchaseByKey,
  insertBuyingPurchase,
  markBought,
  markVoided,
  type Purchase,
  PURCHASE_KEY_INDEX,
  PURCHASE_LIVE_ITEM_INDEX,
  purchaseTransferId,
  voidStalePurchases,
} from './db/purchases';
import { findUserById } from './db/users';
import { checkPurchase, equip, parseIdList, withItem } from './domain/avatar-rules';
import { purchaseNotMade, userNotFound } from './domain/auth-errors';

export interface PurchaseDeps {
  pool: Pool;
  client: BusClient;
  relay: OutboxRelay;
}

type PurchaseReply = ReplyOf<'auth.avatar.purchase'>;

/** A purchase still unconfirmed this long after it began was left by a stopped service; the sweep voids it. */
export const UNCONFIRMED_PURCHASE_MS = 60_000;

/**
 * Charges the catalogue price, then records ownership and equips the item. Each attempt is its own row and
 * wallet transfer; the charge counts only if it is confirmed before the caller's deadline and the item is then
 * recorded. Otherwise the debit is voided, so a player told the purchase failed is never left charged. A retry
 * under the same idempotency key answers the first attempt.
 */
export async function purchaseAccessory(
  deps: PurchaseDeps,
  request: ParsedRequestOf<'auth.avatar.purchase'>,
  call: CallContext = { deadline: undefined },
): Promise<PurchaseReply> {
  const { userId, idempotencyKey } = request;
  const earlier = idempotencyKey === undefined ? null : await findPurchaseByKey(deps.pool, userId, idempotencyKey);
  if (earlier) return answerFor(deps, earlier);
  const stored = await findUserById(deps.pool, userId);
  if (!stored) throw userNotFound();
  const item = checkPurchase(request.accessoryId, request.pricePkr, parseIdList(stored.user.avatarAccessories));
  const window = debitWindow(call.deadline, Date.now());
  // Nothing is recorded for a call whose caller has (nearly) stopped waiting: it was never taken.
  if (!window) throw new DeadlinePassedError();
  const purchase = { id: randomUUID(), userId, accessoryId: item.id, amount: pkrToPaisa(item.pricePkr), idempotencyKey };
  await insertBuyingPurchase(deps.pool, purchase).catch((error: unknown) => {
    // Another attempt under this key, or at this item, got there first and is still being confirmed.
    const racing = isUniqueViolation(error, PURCHASE_KEY_INDEX) || isUniqueViolation(error, PURCHASE_LIVE_ITEM_INDEX);
    throw racing ? pendingOutcome('purchase') : error;
  });
  let balance: number;
  try {
    const reply = await deps.client.call(
      'wallet.debit',
      { transferId: purchaseTransferId(purchase.id), userId, amount: purchase.amount, kind: 'purchase', memo: `Avatar accessory: ${item.name}` },
      debitCallOptions(window),
    );
    balance = reply.balance;
  } catch (error) {
    if (!debitOutcomeUnknown(error)) {
      await deleteBuyingPurchase(deps.pool, purchase.id);
      throw error;
    }
    await abandon(deps, purchase.id, 'Purchase debit unanswered');
    throw purchaseNotMade();
  }
  if (pastDeadline(call.deadline)) {
    await abandon(deps, purchase.id, 'Purchase confirmed after its caller stopped waiting');
    throw new DeadlinePassedError();
  }
  const user = await withTransaction(deps.pool, async (tx) => {
    // False only when the sweep has voided this purchase meanwhile.
    if (!(await markBought(tx, purchase.id, balance))) return null;
    const avatar = await lockAvatar(tx, userId);
    if (!avatar) throw userNotFound();
    return saveAvatar(tx, userId, { owned: withItem(parseIdList(avatar.owned), item.id), selected: equip(parseIdList(avatar.selected), item.id) });
  });
  if (!user) throw purchaseNotMade();
  return { newBalance: paisaToPkr(balance), avatarAccessories: user.avatarAccessories, selectedAccessories: user.selectedAccessories };
}

/** A retry under the key of an earlier attempt: that attempt's outcome (the balance it left), never a second charge. */
async function answerFor(deps: PurchaseDeps, earlier: Purchase): Promise<PurchaseReply> {
  if (earlier.status === 'buying') throw pendingOutcome('purchase');
  if (earlier.status === 'voided') throw purchaseNotMade();
  const stored = await findUserById(deps.pool, earlier.userId);
  if (!stored) throw userNotFound();
  return { newBalance: paisaToPkr(earlier.balanceAfter!), avatarAccessories: stored.user.avatarAccessories, selectedAccessories: stored.user.selectedAccessories };
}

/** Voids an unconfirmed purchase and asks the wallet, through the outbox, to undo or bar its debit. */
async function abandon(deps: PurchaseDeps, purchaseId: string, reason: string): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    if (await markVoided(tx, purchaseId)) await enqueueVoids(tx, [purchaseTransferId(purchaseId)], reason);
  });
  deps.relay.kick();
}

/** Voids every purchase a stopped service left unconfirmed; returns how many. */
export async function sweepUnconfirmedPurchases(deps: Pick<PurchaseDeps, 'pool' | 'relay'>): Promise<number> {
  const voided = await withTransaction(deps.pool, async (tx) => {
    const stale = await voidStalePurchases(tx, UNCONFIRMED_PURCHASE_MS);
    await enqueueVoids(tx, stale.map((purchase) => purchaseTransferId(purchase.id)), 'Purchase left unconfirmed');
    return stale.length;
  });
  if (voided > 0) deps.relay.kick();
  return voided;
}
