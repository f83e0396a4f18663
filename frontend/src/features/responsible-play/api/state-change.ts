import type { ResponsiblePlay } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { storeResponsiblePlay } from '@/lib/protection/responsible-play-state';
import { historyQueryKey } from './get-history';

/**
 * A change of the player's protection: the server answers the whole new state, which every screen then shows,
 * and the history gains a line. A refusal shows the server's own message.
 */
export function useStateChange<Request>(send: (request: Request) => Promise<ResponsiblePlay>, failureTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (state) => {
      storeResponsiblePlay(queryClient, state);
      await queryClient.invalidateQueries({ queryKey: historyQueryKey });
    },
    onError: (error) => toast({ variant: 'destructive', title: failureTitle, description: getErrorMessage(error, 'Please try again.') }),
  });
}
