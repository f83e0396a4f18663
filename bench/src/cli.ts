import type { Profile } from './profile';
import { profiles } from './profile';

/** In the order a full run plays them: the soak last, so a run cut short still has everything else. */
export const scenarioNames = ['bus', 'fanout', 'bets', 'crash', 'profile', 'pages', 'soak'] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export interface BenchOptions {
  profile: Profile;
  only: ScenarioName[];
  /** Where the results JSON goes. */
  outDir: string;
  /** Whether docs/performance.md is written (by default only after a full run of every scenario). */
  writeDoc: boolean;
  pgAdminUrl?: string;
  natsUrl?: string;
}

/** The flags that change a profile's sizes, in the order a report names them. */
const sizeFlags = ['--soak-seconds', '--bet-rates', '--bet-players', '--profile-rate', '--fanout-clients'];

/**
 * `npm run bench -- [--quick] [--only fanout,bets] [--soak-seconds 600] [--bet-rates 100,400] [--bet-players 400]
 * [--profile-rate 200] [--fanout-clients 1000,2500] [--out dir] [--doc]`.
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
    fanoutClients: value('--fanout-clients'),
  });
  const only = (value('--only')?.split(',') ?? [...scenarioNames]).map((name) => name.trim());
  const unknown = only.filter((name) => !(scenarioNames as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Unknown scenario ${unknown.join(', ')}; the scenarios are ${scenarioNames.join(', ')}`);
  return {
    profile,
    only: only as ScenarioName[],
    outDir: value('--out') ?? defaults.outDir,
    writeDoc: argv.includes('--doc') || (profile.name === 'full' && only.length === scenarioNames.length),
    ...(process.env.PG_ADMIN_URL ? { pgAdminUrl: process.env.PG_ADMIN_URL } : {}),
    ...(process.env.NATS_URL ? { natsUrl: process.env.NATS_URL } : {}),
  };
}

/** A positive whole number from a flag, or an error naming the flag. */
function count(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${flag} takes a positive whole number, not ${text}`);
  return value;
}

/** The profile with the sizes the flags set: a bet level between the quick and the full one, for instance. */
function resized(
  base: Profile,
  flags: { soakSeconds?: string; betRates?: string; betPlayers?: string; profileRate?: string; fanoutClients?: string },
): Profile {
  const { soakSeconds, betRates, betPlayers, profileRate, fanoutClients } = flags;
  return {
    ...base,
    fanout: fanoutClients ? { ...base.fanout, clients: fanoutClients.split(',').map((clients) => count('--fanout-clients', clients.trim())) } : base.fanout,
    soak: soakSeconds ? { ...base.soak, seconds: count('--soak-seconds', soakSeconds) } : base.soak,
    bets: {
      ...base.bets,
      ...(betRates ? { rates: betRates.split(',').map((rate) => count('--bet-rates', rate.trim())) } : {}),
      ...(betPlayers ? { players: count('--bet-players', betPlayers) } : {}),
    },
    cpuProfile: profileRate ? { rate: count('--profile-rate', profileRate) } : base.cpuProfile,
  };
}
