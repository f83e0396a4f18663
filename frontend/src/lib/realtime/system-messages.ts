import type { ServerMessage } from '@pkr/contracts';
import type { ToastInput } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';

type SystemEffects = {
  notify: (toast: ToastInput) => void;
  reply: (message: { type: 'pong'; timestamp: number }) => void;
  setAuthenticated: (authenticated: boolean) => void;
};

/** The messages the connection itself answers, before any screen sees them (spec sections 7/8). */
export function handleSystemMessage(message: ServerMessage, effects: SystemEffects): void {
  switch (message.type) {
    case 'ping':
      effects.reply({ type: 'pong', timestamp: Date.now() });
      return;
    case 'auth_success':
      effects.setAuthenticated(true);
      return;
    case 'auth_error':
      effects.setAuthenticated(false);
      effects.notify({
        variant: 'destructive',
        title: i18next.t('common:realtime.authFailedTitle'),
        description: message.error || i18next.t('common:realtime.authFailedDescription'),
      });
      return;
    case 'notification':
      effects.notify({ title: message.title || i18next.t('common:realtime.notification'), description: message.message, variant: message.variant });
      return;
  }
}

/** A frame's JSON, when it is a message at all; anything else is ignored. */
export function parseServerMessage(data: unknown): ServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(data);
    const typed = parsed !== null && typeof parsed === 'object' && typeof (parsed as { type?: unknown }).type === 'string';
    return typed ? (parsed as ServerMessage) : undefined;
  } catch {
    return undefined;
  }
}
