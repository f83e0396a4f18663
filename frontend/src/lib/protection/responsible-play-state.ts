import { playRestriction, type ResponsiblePlay } from '@pkr/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { restrictionMessage } from './restriction-message';

/** GET /api/responsible-play: the player's limits, break, exclusion and reality-check interval, amounts in PKR. */
export const responsiblePlayQueryKey = ['/api/responsible-play'] as const;

export const responsiblePlayQueryOptions = () =>
  queryOptions({
    queryKey: responsiblePlayQueryKey,
    queryFn: ({ signal }) => api.get<ResponsiblePlay>('/api/responsible-play', { signal, cache: 'no-store' }),
    // A break or an exclusion may have been taken on another device, so each screen reads it again; an answer
    // from the last two seconds is the one asked for while the screen's code loaded.
    staleTime: 2_000,
  });

export function useResponsiblePlay() {
  return useQuery(responsiblePlayQueryOptions());
}

/** Every change answers the whole state, which every screen reading it then shows. */
export function storeResponsiblePlay(queryClient: QueryClient, state: ResponsiblePlay): void {
  queryClient.setQueryData(responsiblePlayQueryKey, state);
}

export type Restriction = NonNullable<ReturnType<typeof playRestriction>> & { until: Date };

/**
 * The break or self-exclusion that holds at `now`, with the message the server refuses a bet with, in the
 * current language.
 * The date of birth is asked for on a page of its own, so it plays no part here.
 */
export function restrictionAt(state: ResponsiblePlay | undefined, now: Date): Restriction | null {
  if (!state) return null;
  const restriction = playRestriction({ dateOfBirthKnown: true, breakUntil: state.breakUntil, selfExcludedUntil: state.selfExcludedUntil }, now);
  if (!restriction) return null;
  const until = new Date((restriction.reason === 'self-excluded' ? state.selfExcludedUntil : state.breakUntil)!);
  const reason = restriction.reason === 'self-excluded' ? 'self-excluded' : 'break';
  return { ...restriction, message: restrictionMessage(reason, until, now), until };
}
