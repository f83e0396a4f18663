import type { AdminChatRooms, ChatMessage, ChatMute, ChatMuteDuration } from '@pkr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { api, getErrorMessage } from '@/lib/api-client';

/** The rooms refresh this often while the Chat tab is open. */
export const CHAT_ROOMS_POLL_MS = 3_000;
const chatRoomsQueryKey = ['/api/admin/chat'] as const;

/** GET /api/admin/chat: each room's latest page. */
export function useChatRooms() {
  return useQuery({
    queryKey: chatRoomsQueryKey,
    queryFn: ({ signal }) => api.get<AdminChatRooms>('/api/admin/chat', { signal }),
    refetchInterval: CHAT_ROOMS_POLL_MS,
  });
}

/** POST /api/admin/chat/messages/{id}/delete {reason}. */
export function useDeleteChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      api.post<ChatMessage>(`/api/admin/chat/messages/${messageId}/delete`, { reason }),
    onSuccess: async () => {
      toast({ title: i18next.t('admin:chat.deletedTitle'), description: i18next.t('admin:chat.deletedDescription') });
      await queryClient.invalidateQueries({ queryKey: chatRoomsQueryKey });
    },
    onError: (error) => toast({ variant: 'destructive', title: i18next.t('admin:chat.deleteError'), description: getErrorMessage(error, i18next.t('admin:tryAgain')) }),
  });
}

/** POST /api/admin/chat/mutes/{userId} {duration, reason}. */
export function useMuteChatWriter() {
  return useMutation({
    mutationFn: ({ userId, duration, reason }: { userId: string; username: string; duration: ChatMuteDuration; reason: string }) =>
      api.post<ChatMute>(`/api/admin/chat/mutes/${encodeURIComponent(userId)}`, { duration, reason }),
    onSuccess: (_mute, { username }) => toast({ title: i18next.t('admin:chat.mutedTitle'), description: i18next.t('admin:chat.mutedDescription', { username }) }),
    onError: (error) => toast({ variant: 'destructive', title: i18next.t('admin:chat.muteError'), description: getErrorMessage(error, i18next.t('admin:tryAgain')) }),
  });
}
