import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { alice } from '@/testing/render';
import { checkSessionNow, currentUserQueryKey, useUser } from './current-user';
import { storeCheckedUser } from './session-storage';

const withClient = (queryClient = createQueryClient()) => ({
  queryClient,
  wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
});

describe('a screen that acts on the exact balance', () => {
  it('asks the server for the balance on mount when the last answer is older than two seconds', async () => {
    const { calls } = stubFetch({ '/api/user': { body: { ...alice, balance: 900 } } });
    storeCheckedUser(alice, Date.now() - 3_000);
    const { wrapper } = withClient();

    const { result } = renderHook(() => useUser({ checkOnMount: true }), { wrapper });

    expect(result.current.data?.balance).toBe(1250.75);
    await waitFor(() => expect(result.current.data?.balance).toBe(900));
    expect(calls.map((call) => call.url)).toEqual(['/api/user']);
  });

  it("takes the guard's answer of a moment ago instead of asking again", async () => {
    const { calls } = stubFetch({ '/api/user': { body: { ...alice, balance: 900 } } });
    const { queryClient, wrapper } = withClient();
    await checkSessionNow(queryClient);

    const { result } = renderHook(() => useUser({ checkOnMount: true }), { wrapper });

    expect(result.current.data?.balance).toBe(900);
    // The hook's query decides whether to fetch in the same call that subscribes it, and rendering has subscribed it.
    expect(queryClient.getQueryCache().find({ queryKey: currentUserQueryKey })?.getObserversCount()).toBe(1);
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toHaveLength(1);
  });
});
