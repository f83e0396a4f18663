import { type ErrorCode, limits, messages, type ReplyOf } from '@pkr/contracts';

/** What the auditor expects from one call: the reply, or a refusal by code and message. */
export type Prediction<T> = { ok: T } | { refused: { code: ErrorCode; message: string } };

export type Direction = 'debit' | 'credit';
export interface MoveBody {
  direction: Direction;
  userId: string;
  amount: number;
  kind: 'bet' | 'purchase' | 'payout' | 'refund';
  memo: string;
}
export interface ModelEntry {
  transferId: string;
  kind: string;
  amount: number;
  balanceAfter: number;
}
export interface ModelRequest {
  id: string;
  userId: string;
  type: 'deposit' | 'withdraw';
  amount: number;
  status: 'pending' | 'completed' | 'rejected';
}

/** The wallet as an auditor pictures it: enough to predict every reply of the real one. */
export interface WalletModel {
  users: string[];
  balances: Map<string, number>;
  /** Per user, oldest first. */
  entries: Map<string, ModelEntry[]>;
  transfers: Map<string, { body: MoveBody; reply: ReplyOf<'wallet.debit'>; voided: boolean }>;
  /** Ids voided before their transfer arrived. */
  barred: Set<string>;
  /** Every id a command has used, with the last details sent under it, for retries. */
  usedIds: Array<{ id: string; body: MoveBody | null }>;
  requests: ModelRequest[];
}

export function emptyModel(users: string[]): WalletModel {
  return {
    users,
    balances: new Map(users.map((user) => [user, 0])),
    entries: new Map(users.map((user) => [user, []])),
    transfers: new Map(),
    barred: new Set(),
    usedIds: [],
    requests: [],
  };
}

export const refused = (code: ErrorCode, message: string) => ({ refused: { code, message } }) as const;

export function balanceOf(model: WalletModel, userId: string): number {
  return model.balances.get(userId) ?? 0;
}

/** Moves `change` paisa into (or out of, when negative) a user's account, writing the entry the ledger will show. */
export function book(model: WalletModel, userId: string, transferId: string, kind: string, change: number): number {
  const balanceAfter = balanceOf(model, userId) + change;
  model.balances.set(userId, balanceAfter);
  model.entries.get(userId)?.push({ transferId, kind, amount: change, balanceAfter });
  return balanceAfter;
}

export function rememberId(model: WalletModel, id: string, body: MoveBody | null): void {
  const known = model.usedIds.find((used) => used.id === id);
  if (known) known.body = body ?? known.body;
  else model.usedIds.push({ id, body });
}

const sameBody = (a: MoveBody, b: MoveBody) =>
  a.direction === b.direction && a.userId === b.userId && a.amount === b.amount && a.kind === b.kind && a.memo === b.memo;

/** A debit or credit under `id`: applied to the model when the real wallet must apply it. */
export function applyMove(model: WalletModel, id: string, body: MoveBody): Prediction<ReplyOf<'wallet.debit'>> {
  rememberId(model, id, body);
  if (model.barred.has(id)) return refused('CONFLICT', 'Transfer was voided');
  const existing = model.transfers.get(id);
  if (existing) {
    return sameBody(existing.body, body) ? { ok: existing.reply } : refused('CONFLICT', 'Transfer id already used with different details');
  }
  const change = body.direction === 'debit' ? -body.amount : body.amount;
  if (balanceOf(model, body.userId) + change < 0) return refused('INSUFFICIENT_FUNDS', 'Insufficient balance');
  const balance = book(model, body.userId, id, body.kind, change);
  const reply = { transferId: id, userId: body.userId, amount: body.amount, balance };
  model.transfers.set(id, { body, reply, voided: false });
  return { ok: reply };
}

export function applyVoid(model: WalletModel, id: string): Prediction<ReplyOf<'wallet.void'>> {
  rememberId(model, id, null);
  const original = model.transfers.get(id);
  if (!original) {
    model.barred.add(id);
    return { ok: { transferId: id, reversed: false } };
  }
  if (!original.voided) {
    const change = original.body.direction === 'debit' ? original.body.amount : -original.body.amount;
    if (balanceOf(model, original.body.userId) + change < 0) return refused('INSUFFICIENT_FUNDS', 'Insufficient balance');
    book(model, original.body.userId, `void:${id}`, 'void', change);
    original.voided = true;
  }
  return { ok: { transferId: id, reversed: true } };
}

export const depositMinimum = 300_00;
export const withdrawalMinimum = 500_00;

const atOpenRequestCap = (model: WalletModel, userId: string) =>
  model.requests.filter((request) => request.userId === userId && request.status === 'pending').length >= limits.openMoneyRequestsMax;
const overCap = refused('RATE_LIMITED', messages.openMoneyRequestsMax);

export function applyDepositRequest(model: WalletModel, userId: string, amount: number): Prediction<'pending'> {
  if (amount < depositMinimum) return refused('VALIDATION', 'Minimum deposit amount is 300 PKR');
  return atOpenRequestCap(model, userId) ? overCap : { ok: 'pending' };
}

export function applyWithdrawalRequest(model: WalletModel, userId: string, amount: number): Prediction<'pending'> {
  if (amount < withdrawalMinimum) return refused('VALIDATION', 'Minimum withdrawal amount is 500 PKR');
  if (atOpenRequestCap(model, userId)) return overCap;
  if (balanceOf(model, userId) < amount) return refused('INSUFFICIENT_FUNDS', 'Insufficient balance for this withdrawal');
  return { ok: 'pending' };
}

/** Approving or rejecting a request, including the repeats and conflicts of a request already reviewed. */
export function applyReview(model: WalletModel, request: ModelRequest, action: 'approve' | 'reject'): Prediction<ModelRequest['status']> {
  const status = action === 'approve' ? 'completed' : 'rejected';
  if (request.status === status) return { ok: status };
  if (request.status !== 'pending') return refused('CONFLICT', 'This request has already been processed');
  request.status = status;
  if (request.type === 'deposit' && action === 'approve') book(model, request.userId, `deposit:${request.id}`, 'deposit', request.amount);
  if (request.type === 'withdraw' && action === 'reject') {
    book(model, request.userId, `withdrawal-release:${request.id}`, 'withdrawal_release', request.amount);
  }
  return { ok: status };
}
