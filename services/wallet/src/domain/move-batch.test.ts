import { MAX_PAISA } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { userAccount } from './accounts';
import { decideMoves } from './move-batch';
import type { PlayState } from './player-protection';

const bet = (transferId: string, userId: string, amount: number) => ({ transferId, userId, amount, kind: 'bet' as const, memo: '' });
const now = new Date('2026-05-04T10:00:00.000Z');
const ledger = (balances: Record<string, number>, earlier: Record<string, number> = {}, voided: string[] = [], playStates: Record<string, PlayState> = {}) => ({
  house: 'house',
  balances: new Map(Object.entries(balances).map(([userId, balance]) => [userAccount(userId), balance])),
  earlier: new Map(Object.entries(earlier).map(([id, balance]) => [id, { requestHash: 'other', playerBalanceAfter: balance }])),
  voided: new Set(voided),
  playStates: new Map(Object.entries(playStates).map(([userId, state]) => [userAccount(userId), state])),
  now,
});
const shown = (decisions: ReturnType<typeof decideMoves>) =>
  decisions.map((decision) =>
    decision.kind === 'write' ? decision.move.balanceAfter : decision.kind === 'earlier' ? `earlier ${decision.balance}` : decision.error.message,
  );

describe('deciding a batch of moves', () => {
  it('takes each debit from the balance the earlier ones of the batch left', () => {
    const decisions = decideMoves('debit', [bet('a', 'u1', 600), bet('b', 'u1', 600), bet('c', 'u2', 100), bet('d', 'u1', 400)], ledger({ u1: 1_000, u2: 100 }));
    expect(shown(decisions)).toEqual([400, 'Insufficient balance', 0, 0]);
  });

  it('answers a repeat in the batch with the first answer, and refuses it with other details', () => {
    const decisions = decideMoves('debit', [bet('a', 'u1', 300), bet('a', 'u1', 300), bet('a', 'u1', 301)], ledger({ u1: 1_000 }));
    expect(shown(decisions)).toEqual([700, 'earlier 700', 'Transfer id already used with different details']);
  });

  it('refuses a voided id and an id recorded with other details, without touching the balance', () => {
    const decisions = decideMoves('debit', [bet('v', 'u1', 100), bet('e', 'u1', 100), bet('n', 'u1', 1_000)], ledger({ u1: 1_000 }, { e: 5 }, ['v']));
    expect(shown(decisions)).toEqual(['Transfer was voided', 'Transfer id already used with different details', 0]);
  });

  it('treats a player without an account as holding nothing', () => {
    expect(shown(decideMoves('debit', [bet('a', 'u9', 1)], ledger({})))).toEqual(['Insufficient balance']);
  });

  it('credits each payout onto the balance the earlier moves of the batch left, and refuses a debit kind among credits', () => {
    const payout = (transferId: string, userId: string, amount: number) => ({ ...bet(transferId, userId, amount), kind: 'payout' as const });
    const decisions = decideMoves('credit', [payout('a', 'u1', 250), payout('b', 'u1', 100), bet('c', 'u1', 5)], ledger({ u1: 0 }));
    expect(shown(decisions)).toEqual([250, 350, 'A credit cannot be of kind bet']);
  });

  it('refuses a credit past the largest balance alone, crediting up to it exactly', () => {
    const payout = (transferId: string, userId: string, amount: number) => ({ ...bet(transferId, userId, amount), kind: 'payout' as const });
    const decisions = decideMoves('credit', [payout('a', 'u1', 10), payout('b', 'u1', 1), payout('c', 'u2', 1)], ledger({ u1: MAX_PAISA - 10, u2: 0 }));
    expect(shown(decisions)).toEqual([MAX_PAISA, 'This would take the balance above the largest allowed, 1,000,000,000,000 PKR', 1]);
  });

  it('refuses the bets and purchases of a restricted player alone, and still pays them out', () => {
    const free: PlayState = { dateOfBirthKnown: true, breakUntil: null, selfExcludedUntil: null };
    const states = {
      excluded: { ...free, selfExcludedUntil: '2026-11-04T10:00:00.000Z' },
      resting: { ...free, breakUntil: '2026-05-04T15:30:00.000Z' },
      rested: { ...free, breakUntil: '2026-05-04T10:00:00.000Z' },
      unborn: { ...free, dateOfBirthKnown: false },
    };
    const balances = { excluded: 500, resting: 500, rested: 500, unborn: 500, unknown: 500 };
    const purchase = { ...bet('p', 'excluded', 100), kind: 'purchase' as const };
    const debits = [bet('a', 'excluded', 100), purchase, bet('b', 'resting', 100), bet('c', 'rested', 100), bet('d', 'unborn', 100), bet('e', 'unknown', 100)];
    expect(shown(decideMoves('debit', debits, ledger(balances, {}, [], states)))).toEqual([
      'You have excluded yourself until 4 Nov 2026, 15:00. Betting, deposits and purchases are closed until then.',
      'You have excluded yourself until 4 Nov 2026, 15:00. Betting, deposits and purchases are closed until then.',
      'You are taking a break until 20:30. Betting, deposits and purchases are paused until then.',
      400,
      'Please confirm your date of birth before you deposit or play',
      400,
    ]);
    expect(decideMoves('debit', [bet('a', 'excluded', 100)], ledger(balances, {}, [], states))[0]).toMatchObject({ error: { code: 'FORBIDDEN', status: 403 } });
    const payout = { ...bet('f', 'excluded', 100), kind: 'payout' as const };
    expect(shown(decideMoves('credit', [payout], ledger(balances, {}, [], states)))).toEqual([600]);
  });
});
