import type { GameType, gameControlReplySchema } from '@pkr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { api, getErrorMessage } from '@/lib/api-client';
import { roundsInfoQueryKey } from './get-rounds-info';

/** Without roundNumber the server sets the next round. */
export type GameControl = { gameType: GameType; crashPoint: number; roundNumber?: number };
export type GameControlReply = z.infer<typeof gameControlReplySchema>;

/** POST /api/admin/game/control {gameType, crashPoint, roundNumber?}. */
export function setGameControl(control: GameControl): Promise<GameControlReply> {
  return api.post<GameControlReply>('/api/admin/game/control', control);
}

export function useSetGameControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGameControl,
    onSuccess: async (reply, control) => {
      toast({ title: i18next.t('admin:gameControl.setTitle'), description: reply.message });
      await queryClient.invalidateQueries({ queryKey: roundsInfoQueryKey(control.gameType) });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: i18next.t('admin:gameControl.setError'), description: getErrorMessage(error, i18next.t('admin:tryAgain')) });
    },
  });
}
