import { parseAgentArgs } from './agent-cli';
import { startWatcherAgent } from './load/watcher-agent';

/** `npm run agent -- --allow <bench address>`: the load agent, on the machine the watchers should run from. */
const log = (message: string) => console.log(`[agent ${new Date().toISOString().slice(11, 19)}] ${message}`);
const agent = await startWatcherAgent({ ...parseAgentArgs(process.argv.slice(2)), log });
const stop = () => void agent.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
