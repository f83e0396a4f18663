import { PinnedChild } from '../lib/child';
import { cores } from '../lib/cpus';
import type { ClientsCommand, ClientsReply } from '../load/ws-clients-protocol';

export type Watchers = PinnedChild<ClientsCommand, ClientsReply>;

/** Opens `count` anonymous `/ws` watchers from the load core; they stay open until `close`. */
export async function openWatchers(httpUrl: string, count: number): Promise<{ watchers: Watchers; open: number; failed: number; ms: number }> {
  const watchers: Watchers = new PinnedChild(new URL('../load/ws-clients.ts', import.meta.url), cores.load);
  const url = `${httpUrl.replace(/^http/, 'ws')}/ws`;
  const reply = await watchers.ask({ kind: 'connect', url, count, batch: 250 });
  if (reply.kind !== 'connected') throw new Error(`Unexpected answer ${reply.kind}`);
  return { watchers, open: reply.open, failed: reply.failed, ms: reply.ms };
}

export async function closeWatchers(watchers: Watchers): Promise<void> {
  await watchers.ask({ kind: 'close' }).catch(() => undefined);
  await watchers.stop();
}
