import { adminChatMuteFormSchema, chatMuteDurations, type ChatMessage, type ChatMuteDuration } from '@pkr/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDeleteChatMessage, useMuteChatWriter } from '../api/chat-moderation';
import { formMessage } from '@/lib/form-message';

export type ModerationAction = 'delete' | 'mute';


/** Deletes a message or mutes its writer, each with the reason the audit log keeps. */
export function ChatModerationForm({ message, action, onDone }: { message: ChatMessage; action: ModerationAction; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<ChatMuteDuration>('1h');
  const [error, setError] = useState<string>();
  const remove = useDeleteChatMessage();
  const mute = useMuteChatWriter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = adminChatMuteFormSchema.safeParse({ duration, reason });
    if (!checked.success) {
      setError(formMessage(checked.error.issues[0]?.message));
      return;
    }
    if (action === 'delete') remove.mutate({ messageId: message.id, reason: checked.data.reason }, { onSuccess: onDone });
    else mute.mutate({ userId: message.userId, username: message.username, ...checked.data }, { onSuccess: onDone });
  };
  const reasonId = `moderation-reason-${message.id}`;
  return (
    <form onSubmit={submit} className="mt-2 grid gap-2 rounded-lg bg-slate-950/60 p-2">
      {action === 'mute' && (
        <fieldset className="flex flex-wrap gap-3 text-sm text-slate-200">
          <legend className="sr-only">{t('chat.muteFor')}</legend>
          {chatMuteDurations.map((choice) => (
            <label key={choice} className="flex items-center gap-1">
              <input type="radio" name={`duration-${message.id}`} checked={duration === choice} onChange={() => setDuration(choice)} />
              {t(`chat.durations.${choice}`)}
            </label>
          ))}
        </fieldset>
      )}
      <label htmlFor={reasonId} className="text-xs text-slate-400">
        {t('reason')}
      </label>
      <input
        id={reasonId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        className="h-9 rounded-lg border border-slate-700 bg-slate-950 px-3 text-sm text-white focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none"
      />
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2 [&_button]:whitespace-nowrap">
        <Button type="submit" size="sm" variant={action === 'delete' ? 'accent' : 'primary'} disabled={remove.isPending || mute.isPending}>
          {action === 'delete' ? t('chat.deleteMessage') : t('chat.mute', { username: message.username })}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
