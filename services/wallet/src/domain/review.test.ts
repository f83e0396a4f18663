import { describe, expect, it } from 'vitest';
import type { MoneyRequestRecord } from './money-requests';
import { decideReview } from './review';

const adminId = '00000000-0000-4000-8000-00000000000a';
const request = (type: MoneyRequestRecord['type'], status: MoneyRequestRecord['status']): MoneyRequestRecord => ({
  id: '11111111-1111-4111-8111-111111111111',
  userId: '22222222-2222-4222-8222-222222222222',
  username: 'ali',
  type,
  amount: 50_000,
  method: 'easypaisa',
  accountHolderName: 'Ali Khan',
  phone: '03001234567',
  status,
  createdAt: new Date(0),
  reviewedAt: status === 'pending' ? null : new Date(1),
  reviewedBy: status === 'pending' ? null : adminId,
});
const user = 'user:22222222-2222-4222-8222-222222222222';

describe('deciding a review', () => {
  it('credits an approved deposit from clearing to the player', () => {
    expect(decideReview(request('deposit', 'pending'), 'approve', adminId)).toEqual({
      change: 'review',
      status: 'completed',
      transfer: expect.objectContaining({ id: 'deposit:11111111-1111-4111-8111-111111111111', debit: 'clearing', credit: user, amount: 50_000, kind: 'deposit', actorId: adminId }),
    });
  });

  it('rejects a deposit without a transfer', () => {
    expect(decideReview(request('deposit', 'pending'), 'reject', adminId)).toEqual({ change: 'review', status: 'rejected', transfer: null });
  });

  it('pays an approved withdrawal from the holds out through clearing', () => {
    expect(decideReview(request('withdraw', 'pending'), 'approve', adminId)).toMatchObject({
      status: 'completed',
      transfer: { id: 'withdrawal-payout:11111111-1111-4111-8111-111111111111', debit: 'withdrawal-holds', credit: 'clearing', kind: 'withdrawal_payout' },
    });
  });

  it('gives a rejected withdrawal back from the holds to the player', () => {
    expect(decideReview(request('withdraw', 'pending'), 'reject', adminId)).toMatchObject({
      status: 'rejected',
      transfer: { id: 'withdrawal-release:11111111-1111-4111-8111-111111111111', debit: 'withdrawal-holds', credit: user, kind: 'withdrawal_release' },
    });
  });

  it.each([
    ['deposit', 'completed', 'approve'],
    ['deposit', 'rejected', 'reject'],
    ['withdraw', 'completed', 'approve'],
    ['withdraw', 'rejected', 'reject'],
  ] as const)('changes nothing when a %s already %s is told to %s again', (type, status, action) => {
    expect(decideReview(request(type, status), action, adminId)).toEqual({ change: 'none' });
  });

  it.each([
    ['deposit', 'completed', 'reject'],
    ['deposit', 'rejected', 'approve'],
    ['withdraw', 'completed', 'reject'],
    ['withdraw', 'rejected', 'approve'],
  ] as const)('refuses a %s already %s when told to %s', (type, status, action) => {
    expect(() => decideReview(request(type, status), action, adminId)).toThrow('This request has already been processed');
  });
});
