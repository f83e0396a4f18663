import { type MoveRequest, protectionMessages } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectRefusal, newId, startWalletHarness, type WalletHarness } from './support/harness';
import { auditLedger, balancedLedger } from './support/ledger-audit';
import { announceProtection, DAY, freeState, HOUR, testClock } from './support/protection';

// 10:00 in Pakistan on 4 May 2026
const clock = testClock('2026-05-04T05:00:00.000Z');
let harness: WalletHarness;
beforeAll(async () => {
  harness = await startWalletHarness('wallet_protection_debits', {}, { now: clock.now });
});
afterAll(() => harness.stop());

const move = (userId: string, kind: MoveRequest['kind'], amount: number): MoveRequest => ({ transferId: newId(), userId, amount, kind, memo: '' });
const shown = (outcomes: ({ balance: number } | { refused: { code: string; message: string } })[]) =>
  outcomes.map((outcome) => ('refused' in outcome ? `${outcome.refused.code} ${outcome.refused.message}` : outcome.balance));

/** A player with 5,000 paisa whose copy says `change`, from the moment of the call on. */
async function playerWho(change: Partial<ReturnType<typeof freeState>>): Promise<string> {
  const userId = newId();
  await harness.wallet.call('wallet.credit', move(userId, 'payout', 5_000));
  await announceProtection(harness.wallet, { ...freeState(userId), ...change });
  return userId;
}

const inFuture = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

describe('bets and purchases of a restricted player', () => {
  it('refuses a self-excluded player a bet and a purchase with 403, alone and in a batch, and still pays them out', async () => {
    const selfExcludedUntil = inFuture(365 * DAY);
    const excluded = await playerWho({ selfExcludedUntil });
    const free = await playerWho({});
    const message = protectionMessages.selfExcluded(new Date(selfExcludedUntil), clock.now());
    await expectRefusal(harness.wallet.call('wallet.debit', move(excluded, 'bet', 100)), 'FORBIDDEN', message);
    await expectRefusal(harness.wallet.call('wallet.debit', move(excluded, 'purchase', 100)), 'FORBIDDEN', message);
    const { outcomes } = await harness.wallet.call('wallet.debit.batch', {
      moves: [move(excluded, 'bet', 100), move(free, 'bet', 100), move(excluded, 'purchase', 100), move(free, 'purchase', 100)],
    });
    expect(shown(outcomes)).toEqual([`FORBIDDEN ${message}`, 4_900, `FORBIDDEN ${message}`, 4_800]);
    expect(outcomes[0]).toMatchObject({ refused: { status: 403 } });
    await expect(harness.wallet.call('wallet.credit', move(excluded, 'payout', 300))).resolves.toMatchObject({ balance: 5_300 });
    const payouts = await harness.wallet.call('wallet.credit.batch', { moves: [move(excluded, 'payout', 200), move(excluded, 'refund', 100)] });
    expect(shown(payouts.outcomes)).toEqual([5_500, 5_600]);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('still voids a bet made before the exclusion, and lets an admin adjust the balance', async () => {
    const userId = await playerWho({});
    const stake = move(userId, 'bet', 1_000);
    await harness.wallet.call('wallet.debit', stake);
    await announceProtection(harness.wallet, { ...freeState(userId, 2), selfExcludedUntil: inFuture(30 * DAY) });
    await expect(harness.wallet.call('wallet.void', { transferId: stake.transferId, reason: 'round voided' })).resolves.toEqual({ transferId: stake.transferId, reversed: true });
    await harness.wallet.call('wallet.adjust', { adjustmentId: newId(), userId, amount: -500, reason: 'correction', adminId: newId() });
    expect(await balanceOf(harness.wallet, userId)).toBe(4_500);
    expect(await auditLedger(harness.db)).toEqual(balancedLedger);
  });

  it('refuses bets during a break and takes them once it has ended', async () => {
    const breakUntil = inFuture(24 * HOUR);
    const resting = await playerWho({ breakUntil });
    await expectRefusal(harness.wallet.call('wallet.debit', move(resting, 'bet', 100)), 'FORBIDDEN', protectionMessages.onBreak(new Date(breakUntil), clock.now()));
    clock.advance(24 * HOUR);
    await expect(harness.wallet.call('wallet.debit', move(resting, 'bet', 100))).resolves.toMatchObject({ balance: 4_900 });
  });

  it('refuses bets until the date of birth is known, and takes those of players auth has announced nothing for', async () => {
    const unknownAge = await playerWho({ dateOfBirthKnown: false });
    const unannounced = newId();
    await harness.wallet.call('wallet.credit', move(unannounced, 'payout', 1_000));
    const { outcomes } = await harness.wallet.call('wallet.debit.batch', { moves: [move(unknownAge, 'bet', 100), move(unannounced, 'bet', 100)] });
    expect(shown(outcomes)).toEqual([`FORBIDDEN ${protectionMessages.dateOfBirthRequired}`, 900]);
    expect(await balanceOf(harness.wallet, unknownAge)).toBe(5_000);
  });
});
