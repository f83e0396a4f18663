import type { BalanceUpdateMessage } from '@pkr/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readStoredUser, storeCheckedUser } from '@/lib/auth/session-storage';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { currentUserQueryKey, currentUserQueryOptions, useUser } from '@/lib/auth/current-user';
import { applyBalanceUpdate } from './balance-updates';

const update = (balance: number, sequence: number, userId = alice.id): BalanceUpdateMessage => ({
  type: 'balance_update',
  userId,
  balance,
  reason: 'payout',
  transferId: `payout:${sequence}`,
  sequence,
  timestamp: Date.now(),
});

function Balance() {
  const { data } = useUser();
  return <p data-testid="balance">{data?.balance}</p>;
}

function signedIn() {
  const queryClient = createQueryClient();
  storeCheckedUser(alice);
  queryClient.setQueryData(currentUserQueryKey, alice);
  return queryClient;
}

describe('a live balance update', () => {
  it('shows the new balance on a screen that reads the current user, and keeps it in local storage', async () => {
    const queryClient = signedIn();
    renderAt('/dashboard', <Balance />, queryClient);
    expect(screen.getByTestId('balance').textContent).toBe('1250.75');

    expect(applyBalanceUpdate(queryClient, update(1400.25, 10))).toBe(true);

    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1400.25'));
    expect(readStoredUser()).toEqual({ ...alice, balance: 1400.25 });
  });

  it('never lets an older balance replace a newer one', () => {
    const queryClient = signedIn();
    expect(applyBalanceUpdate(queryClient, update(900, 12))).toBe(true);
    expect(applyBalanceUpdate(queryClient, update(1000, 11))).toBe(false);
    expect(applyBalanceUpdate(queryClient, update(1000, 12))).toBe(false);
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ balance: 900 });
    expect(applyBalanceUpdate(queryClient, update(950, 13))).toBe(true);
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ balance: 950 });
  });

  it("ignores another user's balance and a page with nobody logged in", () => {
    const queryClient = signedIn();
    expect(applyBalanceUpdate(queryClient, update(5, 20, '00000000-0000-4000-8000-000000000000'))).toBe(false);
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(alice);
    expect(readStoredUser()).toEqual(alice);
    expect(applyBalanceUpdate(createQueryClient(), update(5, 21))).toBe(false);
  });

  it('stands over a read of the user that was asked before it came, and gives way to one asked after', async () => {
    const queryClient = signedIn();
    const reread = () => queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    // The read leaves before the deposit is approved and is answered after its balance was pushed.
    const read = reread();
    expect(applyBalanceUpdate(queryClient, update(3750.75, 30))).toBe(true);
    answer(new Response(JSON.stringify(alice), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await read;
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ balance: 3750.75 });
    expect(readStoredUser()).toMatchObject({ balance: 3750.75 });

    stubFetch({ '/api/user': { body: { ...alice, balance: 3800 } } });
    await reread();
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ balance: 3800 });
  });
});
