import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { i18next } from '@/i18n';
import { DEBUG_CAPS, prependCapped } from './capped-list';

export type SocketStatus = 'disconnected' | 'connecting' | 'connected';

const socketUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;

/** A socket of the debug page's own, apart from the game connection; a manual close uses code 1000. */
export function useDebugSocket(log: (line: string) => void) {
  const socket = useRef<WebSocket | null>(null);
  const [status, setStatus] = useState<SocketStatus>('disconnected');
  const [messages, setMessages] = useState<string[]>([]);

  const connect = useCallback(() => {
    if (socket.current && socket.current.readyState <= WebSocket.OPEN) return;
    setStatus('connecting');
    const ws = new WebSocket(socketUrl());
    socket.current = ws;
    ws.onopen = () => {
      setStatus('connected');
      log('WebSocket connected');
      toast({ title: i18next.t('debug:toasts.connected'), description: i18next.t('debug:toasts.connectedDescription') });
    };
    ws.onmessage = (event) => setMessages((list) => prependCapped(list, String(event.data), DEBUG_CAPS.messages));
    ws.onerror = () => {
      log('WebSocket error');
      toast({ variant: 'destructive', title: i18next.t('debug:toasts.error'), description: i18next.t('debug:toasts.errorDescription') });
    };
    ws.onclose = (event) => {
      setStatus('disconnected');
      log(`WebSocket closed with code ${event.code}`);
      toast({ title: i18next.t('debug:toasts.disconnected'), description: i18next.t('debug:toasts.disconnectedDescription', { code: event.code }) });
    };
  }, [log]);

  const disconnect = useCallback(() => socket.current?.close(1000, 'Manual disconnect'), []);

  const ping = useCallback(() => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      toast({ variant: 'destructive', title: i18next.t('debug:toasts.notConnected'), description: i18next.t('debug:toasts.notConnectedDescription') });
      return;
    }
    ws.send(JSON.stringify({ type: 'ping', timestamp: Date.now() }));
    log('Ping sent');
    toast({ title: i18next.t('debug:toasts.pingSent'), description: i18next.t('debug:toasts.pingSentDescription') });
  }, [log]);

  useEffect(() => () => socket.current?.close(1000, 'Component unmounted'), []);
  return { status, messages, connect, disconnect, ping };
}
