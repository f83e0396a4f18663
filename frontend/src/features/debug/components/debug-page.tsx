import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DEBUG_CAPS, prependCapped } from '../hooks/capped-list';
import { useDebugSocket } from '../hooks/use-debug-socket';

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-400 data-[state=active]:bg-emerald-500 data-[state=active]:text-emerald-950';
const listClass = 'grid max-h-96 gap-1 overflow-auto rounded-xl border border-slate-800 bg-slate-950 p-3 font-mono text-xs text-slate-300';
const stamp = () => new Date().toLocaleTimeString('en-GB');

/** /test (spec section 2): WebSocket Test, DOM Errors and Debug Logs, each list capped. */
export function DebugPage() {
  const { t } = useTranslation('debug');
  const [logs, setLogs] = useState<string[]>([]);
  const [domErrors, setDomErrors] = useState<string[]>([]);
  const log = useCallback((line: string) => setLogs((list) => prependCapped(list, `${stamp()} ${line}`, DEBUG_CAPS.logs)), []);
  const socket = useDebugSocket(log);

  const raiseDomError = () => {
    try {
      document.querySelector('#does-not-exist')!.getAttribute('id');
    } catch (error) {
      const line = `${stamp()} ${(error as Error).message}`;
      setDomErrors((list) => prependCapped(list, line, DEBUG_CAPS.domErrors));
      log(`DOM error caught: ${(error as Error).message}`);
    }
  };

  return (
    <main className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-white">{t('title')}</h1>
      <Tabs.Root defaultValue="ws" className="grid gap-4">
        <Tabs.List aria-label={t('tools')} className="flex gap-1 rounded-xl border border-slate-800 bg-slate-900 p-1">
          <Tabs.Trigger value="ws" className={tabClass}>{t('tabs.ws')}</Tabs.Trigger>
          <Tabs.Trigger value="dom" className={tabClass}>{t('tabs.dom')}</Tabs.Trigger>
          <Tabs.Trigger value="logs" className={tabClass}>{t('tabs.logs')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="ws" className="grid gap-4">
          <p className="text-sm text-slate-400">
            {t('status')}{' '}
            <span data-testid="socket-status" className="font-semibold text-white">
              {t(`states.${socket.status}`)}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={socket.connect}>{t('connect')}</Button>
            <Button variant="secondary" onClick={socket.disconnect}>{t('disconnect')}</Button>
            <Button variant="outline" onClick={socket.ping}>{t('ping')}</Button>
          </div>
          <ul aria-label={t('messages')} className={listClass}>
            {socket.messages.length === 0 ? <li>{t('noMessages')}</li> : socket.messages.map((message, index) => <li key={index} className="break-all">{message}</li>)}
          </ul>
        </Tabs.Content>
        <Tabs.Content value="dom" className="grid gap-4">
          <Button className="justify-self-start" onClick={raiseDomError}>{t('trigger')}</Button>
          <ul aria-label={t('domErrors')} className={listClass}>
            {domErrors.length === 0 ? <li>{t('noDomErrors')}</li> : domErrors.map((line, index) => <li key={index}>{line}</li>)}
          </ul>
        </Tabs.Content>
        <Tabs.Content value="logs" className="grid gap-4">
          <Button variant="secondary" className="justify-self-start" onClick={() => setLogs([])}>{t('clear')}</Button>
          <ul aria-label={t('logs')} className={listClass}>
            {logs.length === 0 ? <li>{t('noLogs')}</li> : logs.map((line, index) => <li key={index}>{line}</li>)}
          </ul>
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
