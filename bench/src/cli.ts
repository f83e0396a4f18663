import type { Profile } from './profile';
import { profiles } from './profile';
import { type Storage, storages } from './lib/storage';

/** In the order a full run plays them: the soak last, so a run cut short still has everything else. */
export const scenarioNames = ['bus', 'fanout', 'bets', 'crash', 'profile', 'pages', 'soak'] as const;
/** Trials of a change, run only when `--only` names them (see `pageTrials`). */
export const trialNames = ['transport', 'audience'] as const;
export type ScenarioName = (typeof scenarioNames)[number] | (typeof trialNames)[number];

export interface BenchOptions {
  profile: Profile;
  only: ScenarioName[];
  /**
   * The first storage runs every scenario chosen; each further one runs the bets again on a PostgreSQL of its own,
   * a second row beside the first.
   */
  storages: Storage[];
  /** Where the results JSON goes. */
  outDir: string;
  /** Whether docs/performance.md is written (by default only after a full run of every scenario). */
  writeDoc: boolean;
  pgAdminUrl?: string;
  natsUrl?: string;
  /** A load agent to run the watchers on (`--watchers ws://host:7070`), instead of this machine's load core. */
  watchersAgent?: string;
}

/** The flags that change a profile's sizes, in the order a report names them. */
const sizeFlags = ['--soak-seconds', '--bet-rates', '--bet-players', '--profile-rate', '--trial-rate', '--fanout-clients', '--crash-clients', '--crash-bets'];

/**
 * `npm run bench -- [--quick] [--only fanout,bets] [--soak-seconds 600] [--bet-rates 100,400] [--bet-players 400]
 * [--profile-rate 200] [--trial-rate 600] [--fanout-clients 1000,2500] [--crash-clients 10000] [--crash-bets 0,1000,5000]
 * [--storage durable,non-durable] [--watchers ws://host:7070] [--out dir] [--doc]`.
 * PG_ADMIN_URL and NATS_URL point it at servers already running instead of starting its own.
 */
export function parseArgs(argv: string[], defaults: { outDir: string }): BenchOptions {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const base = argv.includes('--quick') ? profiles.quick : profiles.full;
  const resizedBy = sizeFlags.flatMap((flag) => (value(flag) === undefined ? [] : [`${flag} ${value(flag)}`])).join(' ');
  const profile = resized(resizedBy ? { ...base, resizedBy } : base, {
    soakSeconds: value('--soak-seconds'),
    betRates: value('--bet-rates'),
    betPlayers: value('--bet-players'),
    profileRate: value('--profile-rate'),
    trialRate: value('--trial-rate'),
    fanoutClients: value('--fanout-clients'),
    crashClients: value('--crash-clients'),
    crashBets: value('--crash-bets'),
  });
  const watchersAgent = value('--watchers');
  if (watchersAgent !== undefined && !/^wss?:\/\/[^/]+/.test(watchersAgent)) throw new Error(`--watchers takes a load agent's address such as ws://10.0.0.2:7070, not ${watchersAgent}`);
  const only = (value('--only')?.split(',') ?? [...scenarioNames]).map((name) => name.trim());
  const known: readonly string[] = [...scenarioNames, ...trialNames];
  const unknown = only.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`Unknown scenario ${unknown.join(', ')}; the scenarios are ${known.join(', ')}`);
  const chosenStorages = (value('--storage')?.split(',') ?? [...storages]).map((name) => name.trim());
  const unknownStorage = chosenStorages.filter((name) => !(storages as readonly string[]).includes(name));
  if (unknownStorage.length > 0 || chosenStorages.length === 0) throw new Error(`--storage takes ${storages.join(' or ')}, or both, not ${value('--storage')}`);
  return {
    profile,
    only: only as ScenarioName[],
    storages: [...new Set(chosenStorages)] as Storage[],
    outDir: value('--out') ?? defaults.outDir,
    writeDoc: argv.includes('--doc') || (profile.name === 'full' && only.length === scenarioNames.length),
    ...(process.env.PG_ADMIN_URL ? { pgAdminUrl: process.env.PG_ADMIN_URL } : {}),
    ...(process.env.NATS_URL ? { natsUrl: process.env.NATS_URL } : {}),
    ...(watchersAgent ? { watchersAgent } : {}),
  };
}

/** A positive whole number from a flag (or zero where `orZero`), or an error naming the flag. */
function count(flag: string, text: string, orZero = false): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < (orZero ? 0 : 1)) throw new Error(`${flag} takes a ${orZero ? '' : 'positive '}whole number, not ${text}`);
  return value;
}

const counts = (flag: string, list: string, orZero = false) => list.split(',').map((item) => count(flag, item.trim(), orZero));

/** The profile with the sizes the flags set: a bet level between the quick and the full one, for instance. */
function resized(
  base: Profile,
  flags: {
    soakSeconds?: string;
    betRates?: string;
    betPlayers?: string;
    profileRate?: string;
    trialRate?: string;
    fanoutClients?: string;
    crashClients?: string;
    crashBets?: string;
  },
): Profile {
  const { soakSeconds, betRates, betPlayers, profileRate, trialRate, fanoutClients, crashClients, crashBets } = flags;
  return {
    ...base,
    fanout: fanoutClients ? { ...base.fanout, clients: counts('--fanout-clients', fanoutClients) } : base.fanout,
    crash: {
      clients: crashClients ? count('--crash-clients', crashClients) : base.crash.clients,
      bets: crashBets ? counts('--crash-bets', crashBets, true) : base.crash.bets,
    },
    soak: soakSeconds ? { ...base.soak, seconds: count('--soak-seconds', soakSeconds) } : base.soak,
    bets: {
      ...base.bets,
      ...(betRates ? { rates: counts('--bet-rates', betRates) } : {}),
      ...(betPlayers ? { players: count('--bet-players', betPlayers) } : {}),
    },
    cpuProfile: profileRate ? { rate: count('--profile-rate', profileRate) } : base.cpuProfile,
    trial: trialRate ? { ...base.trial, rate: count('--trial-rate', trialRate) } : base.trial,
  };
}
