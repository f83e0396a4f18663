import { CHAT_TEXT_MAX, type ChatMessage, type ChatPostBody, type ChatRoom, type PlayerBet } from '@pkr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useAttemptKey } from '@/lib/attempt-key';
import { chatMuteQueryKey, getChatMute, postChatMessage } from '@/lib/chat/chat-api';
import { formatDateTime } from '@/lib/format';

/** Where the player writes: a line of text, or their last win in this game to share. A muted player reads until when. */
export function ChatComposer({ room, onPosted }: { room: ChatRoom; onPosted: (message: ChatMessage) => void }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  const { data: muteStatus } = useQuery({ queryKey: chatMuteQueryKey, queryFn: getChatMute });
  const { data: bets } = useQuery<{ bets: PlayerBet[] }>({ queryKey: [`/api/user/bets?gameType=${room}&limit=20`], staleTime: 0 });
  const lastWin = bets?.bets.find((bet) => bet.status === 'won');
  const post = useMutation({
    mutationFn: (body: ChatPostBody) => postChatMessage(room, body, attempt.keyFor(body)),
    onSuccess: (message, body) => {
      attempt.done();
      if ('text' in body) setText('');
      onPosted(message);
    },
    onError: (error) => {
      if (isApiError(error, 403)) void queryClient.invalidateQueries({ queryKey: chatMuteQueryKey });
    },
  });

  const mute = muteStatus?.mute;
  if (mute) {
    return (
      <p role="status" className="rounded-lg bg-slate-950/60 px-3 py-2 text-sm text-amber-300">
        {mute.until === null ? t('composer.mutedForGood') : t('composer.mutedUntil', { until: formatDateTime(mute.until) })} {t('composer.reason', { reason: mute.reason })}
      </p>
    );
  }

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length > 0) post.mutate({ text });
  };
  return (
    <form onSubmit={send} className="grid gap-2">
      <div className="flex gap-2">
        <label htmlFor={`chat-input-${room}`} className="sr-only">
          {t('composer.message')}
        </label>
        <input
          id={`chat-input-${room}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('composer.placeholder')}
          autoComplete="off"
          className="h-9 min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-3 text-sm text-white placeholder:text-slate-500 focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none"
        />
        <Button type="submit" size="sm" disabled={post.isPending || text.trim().length === 0}>
          {t('composer.send')}
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button type="button" size="sm" variant="outline" disabled={post.isPending || !lastWin} onClick={() => lastWin && post.mutate({ betId: lastWin.id })}>
          {t('composer.shareWin')}
        </Button>
        <span className="text-xs text-slate-500 tabular-nums">
          {text.length}/{CHAT_TEXT_MAX}
        </span>
      </div>
      {post.isError && (
        <p role="alert" className="text-sm text-red-400">
          {getErrorMessage(post.error, t('composer.notSent'))}
        </p>
      )}
    </form>
  );
}
