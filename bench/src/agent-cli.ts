import { cpus } from 'node:os';
import { AGENT_DEFAULT_PORT } from './load/agent-protocol';
import type { WatcherAgentOptions } from './load/watcher-agent';

/**
 * `npm run agent --workspace @pkr/bench -- --allow <bench address> [--port 7070] [--host 0.0.0.0] [--processes N]`:
 * the load agent's options. Without `--allow` only a bench on this machine may connect.
 */
export function parseAgentArgs(argv: string[], cores = cpus().length): Omit<WatcherAgentOptions, 'log'> {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const whole = (flag: string, text: string | undefined, fallback: number, max: number) => {
    if (text === undefined) return fallback;
    const number = Number(text);
    if (!Number.isSafeInteger(number) || number < 1 || number > max) throw new Error(`${flag} takes a whole number from 1 to ${max}, not ${text}`);
    return number;
  };
  const allow = value('--allow')?.split(',').map((address) => address.trim()).filter(Boolean);
  return {
    host: value('--host') ?? '0.0.0.0',
    port: whole('--port', value('--port'), AGENT_DEFAULT_PORT, 65_535),
    processes: whole('--processes', value('--processes'), cores, cores),
    allow: allow?.length ? allow : ['127.0.0.1', '::1'],
  };
}
