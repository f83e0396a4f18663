import type { Player } from '../lib/players';
import type { Stack, StackEnv } from '../lib/stack';
import type { Profile } from '../profile';

/** What every scenario is handed: the running product, the sizes to use, funded players and a progress line. */
export interface ScenarioContext {
  stack: Stack;
  profile: Profile;
  /** Where each product process writes its memory and event-loop delay every two seconds. */
  probeDir: string;
  log(message: string): void;
  /** Starts the services again with this engine clock (NODE_ARGS: options for node), unless they already run with it. */
  useClock(clock: StackEnv): Promise<void>;
  /** The load agent the watchers run on (`--watchers ws://host:port`); on this machine's load core without it. */
  watchersAgent?: string;
  /** The first `count` players of one pool, registered and funded through the gateway as needed. */
  players(count: number): Promise<Player[]>;
}
