import { randomUUID } from 'node:crypto';
import { AppError, paisaToPkr } from '@pkr/contracts';
import type { BusClient, Pool } from '@pkr/platform';
import fc from 'fast-check';
import { expect } from 'vitest';
import { auditLedger, balancedLedger, storedBalances } from '../support/ledger-audit';
import {
  applyDepositRequest,
  applyMove,
  applyReview,
  applyVoid,
  applyWithdrawalRequest,
  book,
  type Direction,
  type MoveBody,
  type Prediction,
  type WalletModel,
} from './wallet-model';

export interface RealWallet {
  wallet: BusClient;
  db: Pool;
}
type Command = fc.AsyncCommand<WalletModel, RealWallet>;

/** A call's outcome in the model's terms: the reply, or the refusal's code and message. */
async function settle<T>(call: Promise<T>): Promise<Prediction<T>> {
  try {
    return { ok: await call };
  } catch (error) {
    if (error instanceof AppError) return { refused: { code: error.code, message: error.message } };
    throw error;
  }
}

const mapOk = <T, U>(outcome: Prediction<T>, map: (value: T) => U): Prediction<U> => ('ok' in outcome ? { ok: map(outcome.ok) } : outcome);

/** After every step: the ledger balances, nobody is negative, and each balance is the one the model predicts. */
async function audit(model: WalletModel, real: RealWallet): Promise<void> {
  expect(await auditLedger(real.db)).toEqual(balancedLedger);
  expect(await storedBalances(real.db, model.users)).toEqual(Object.fromEntries(model.balances));
}

const userAt = (model: WalletModel, index: number) => model.users[index % model.users.length]!;
const kinds = { debit: ['bet', 'purchase'], credit: ['payout', 'refund'] } as const;

export interface MoveSpec {
  direction: Direction;
  user: number;
  amount: number;
  kindIndex: number;
  memo: string;
}
const moveBody = (model: WalletModel, spec: MoveSpec): MoveBody => ({
  direction: spec.direction,
  userId: userAt(model, spec.user),
  amount: spec.amount,
  kind: kinds[spec.direction][spec.kindIndex % 2]!,
  memo: spec.memo,
});

async function sendMove(model: WalletModel, real: RealWallet, id: string, body: MoveBody): Promise<void> {
  const expected = applyMove(model, id, body);
  const { direction, ...request } = body;
  expect(await settle(real.wallet.call(`wallet.${direction}`, { ...request, transferId: id }))).toEqual(expected);
}

class Move implements Command {
  constructor(readonly spec: MoveSpec) {}
  check = () => true;
  async run(model: WalletModel, real: RealWallet) {
    await sendMove(model, real, randomUUID(), moveBody(model, this.spec));
    await audit(model, real);
  }
  toString = () => `${this.spec.direction}(${JSON.stringify(this.spec)})`;
}

/** The same id again: with the details first sent (a retry) or with other details (a conflict or a barred id). */
class Retry implements Command {
  constructor(readonly pick: number, readonly sameDetails: boolean, readonly other: MoveSpec) {}
  check = (model: Readonly<WalletModel>) => model.usedIds.length > 0;
  async run(model: WalletModel, real: RealWallet) {
    const used = model.usedIds[this.pick % model.usedIds.length]!;
    const body = this.sameDetails && used.body ? used.body : moveBody(model, this.other);
    await sendMove(model, real, used.id, body);
    await audit(model, real);
  }
  toString = () => `retry(#${this.pick}, ${this.sameDetails ? 'same' : JSON.stringify(this.other)})`;
}

class Void implements Command {
  constructor(readonly pick: number | null) {}
  check = (model: Readonly<WalletModel>) => this.pick === null || model.usedIds.length > 0;
  async run(model: WalletModel, real: RealWallet) {
    const id = this.pick === null ? randomUUID() : model.usedIds[this.pick % model.usedIds.length]!.id;
    const expected = applyVoid(model, id);
    expect(await settle(real.wallet.call('wallet.void', { transferId: id, reason: 'model' }))).toEqual(expected);
    await audit(model, real);
  }
  toString = () => `void(${this.pick === null ? 'unseen id' : `#${this.pick}`})`;
}

const requestShape = (reply: { userId: string; type: string; amount: number; status: string }) => ({
  userId: reply.userId,
  type: reply.type,
  amount: reply.amount,
  status: reply.status,
});

/** A fixed amount, or a share of the balance at the time (so withdrawals succeed as often as they fail). */
type AmountSpec = { paisa: number } | { percentOfBalance: number };
const resolveAmount = (model: WalletModel, userId: string, spec: AmountSpec) =>
  'paisa' in spec ? spec.paisa : Math.max(1, Math.floor(((model.balances.get(userId) ?? 0) * spec.percentOfBalance) / 100));

class RequestMoney implements Command {
  constructor(readonly type: 'deposit' | 'withdraw', readonly user: number, readonly spec: AmountSpec) {}
  check = () => true;
  async run(model: WalletModel, real: RealWallet) {
    const userId = userAt(model, this.user);
    const amount = resolveAmount(model, userId, this.spec);
    const expected = (this.type === 'deposit' ? applyDepositRequest : applyWithdrawalRequest)(model, userId, amount);
    const subject = this.type === 'deposit' ? 'wallet.deposit.request' : 'wallet.withdrawal.request';
    // each deposit pays with a payment of its own: one transaction ID is approved once
    const phone = this.type === 'deposit' ? `TX-${randomUUID()}` : '03001234567';
    const request = { userId, username: 'model', amount, method: 'easypaisa', accountHolderName: 'Model Player', phone } as const;
    const outcome = await settle(real.wallet.call(subject, request));
    const shape = { userId, type: this.type, amount: paisaToPkr(amount) };
    expect(mapOk(outcome, requestShape)).toEqual(mapOk(expected, (status) => ({ ...shape, status })));
    if ('ok' in outcome) {
      model.requests.push({ id: outcome.ok.id, userId, type: this.type, amount, status: 'pending' });
      if (this.type === 'withdraw') book(model, userId, `withdrawal-hold:${outcome.ok.id}`, 'withdrawal_hold', -amount);
    }
    await audit(model, real);
  }
  toString = () => `${this.type}-request(user ${this.user}, ${JSON.stringify(this.spec)})`;
}

class Review implements Command {
  constructor(readonly pick: number, readonly action: 'approve' | 'reject') {}
  check = (model: Readonly<WalletModel>) => model.requests.length > 0;
  async run(model: WalletModel, real: RealWallet) {
    // among the three latest requests: reviews follow soon after requests, and still meet reviewed ones again
    const request = model.requests[model.requests.length - 1 - (this.pick % Math.min(3, model.requests.length))]!;
    const expected = applyReview(model, request, this.action);
    const call = real.wallet.call('wallet.transactions.review', { requestId: request.id, action: this.action, adminId: randomUUID() });
    const outcome = await settle(call);
    expect(mapOk(outcome, (reply) => ({ id: reply.id, status: reply.status, reviewed: reply.reviewedAt !== null }))).toEqual(
      mapOk(expected, (status) => ({ id: request.id, status, reviewed: true })),
    );
    await audit(model, real);
  }
  toString = () => `${this.action}(latest request -${this.pick % 3})`;
}

class History implements Command {
  constructor(readonly user: number) {}
  check = () => true;
  async run(model: WalletModel, real: RealWallet) {
    const userId = userAt(model, this.user);
    const history = await real.wallet.call('wallet.history', { userId, limit: 500 });
    const shown = history.map(({ transferId, kind, amount, balanceAfter }) => ({ transferId, kind, amount, balanceAfter }));
    expect(shown).toEqual([...(model.entries.get(userId) ?? [])].reverse());
    await expect(real.wallet.call('wallet.balance', { userId })).resolves.toEqual({ userId, balance: model.balances.get(userId) });
  }
  toString = () => `history(user ${this.user})`;
}

const user = fc.nat(1);
const moveSpec: fc.Arbitrary<MoveSpec> = fc.record({
  direction: fc.constantFrom<Direction>('debit', 'credit'),
  user,
  amount: fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: 150_000 })),
  kindIndex: fc.nat(1),
  memo: fc.constantFrom('', 'round 1', 'round 2'),
});
// approvals outnumber rejections, so players build up balances worth withdrawing
const review = fc
  .tuple(fc.nat(), fc.constantFrom<'approve' | 'reject'>('approve', 'approve', 'reject'))
  .map(([pick, action]) => new Review(pick, action));
const paisaBetween = (min: number, max: number) => fc.integer({ min, max }).map((paisa): AmountSpec => ({ paisa }));
const depositAmount = fc.oneof({ arbitrary: paisaBetween(300_00, 10_000_00), weight: 5 }, { arbitrary: paisaBetween(1, 299_99), weight: 1 });
const withdrawalAmount = fc.oneof(
  { arbitrary: fc.integer({ min: 20, max: 120 }).map((percentOfBalance): AmountSpec => ({ percentOfBalance })), weight: 4 },
  { arbitrary: paisaBetween(500_00, 1_000_00), weight: 1 },
  { arbitrary: paisaBetween(1, 499_99), weight: 1 },
);

/** Every kind of step a player, an admin or a game engine can take, retries and repeats included. */
export const walletCommands: Array<fc.Arbitrary<Command>> = [
  fc.tuple(user, depositAmount).map(([who, spec]) => new RequestMoney('deposit', who, spec)),
  fc.tuple(user, withdrawalAmount).map(([who, spec]) => new RequestMoney('withdraw', who, spec)),
  review,
  review,
  moveSpec.map((spec) => new Move(spec)),
  moveSpec.map((spec) => new Move(spec)),
  fc.tuple(fc.nat(), fc.boolean(), moveSpec).map(([pick, same, other]) => new Retry(pick, same, other)),
  fc.tuple(fc.nat(), fc.boolean(), moveSpec).map(([pick, same, other]) => new Retry(pick, same, other)),
  fc.option(fc.nat(), { freq: 3 }).map((pick) => new Void(pick)),
  user.map((who) => new History(who)),
];
