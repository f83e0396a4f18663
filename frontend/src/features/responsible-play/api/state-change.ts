import type { ResponsiblePlay } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { getErrorMessage } from '@/lib/api-client';
import { storeResponsiblePlay } from '@/lib/protection/responsible-play-state';
import { historyQueryKey } from './get-history';

/** The title of a refused change, by the catalogue's `failures.<key>`. */
export type FailureTitle = 'cancel' | 'selfExclude' | 'limit' | 'interval' | 'break';

/**
 * A change of the player's protection: the server answers the whole new state, which every screen then shows,
 * and the history gains a line. A refusal shows the server's own message.
 */
export function useStateChange<Request>(send: (request: Request) => Promise<ResponsiblePlay>, failureTitle: FailureTitle) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (state) => {
      storeResponsiblePlay(queryClient, state);
      await queryClient.invalidateQueries({ queryKey: historyQueryKey });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: i18next.t(`protection:failures.${failureTitle}`),
        description: getErrorMessage(error, i18next.t('protection:tryAgain')),
      }),
  });
}
