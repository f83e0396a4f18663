import type { ProtectionState } from '@pkr/contracts';
import { type BusClient, type Logger, type OutboxRelay, type Pool, withTransaction } from '@pkr/platform';
import { appendChanges, type ChangedBy, listChanges, lockProtection, readProtection, readProtections, saveProtection, toState } from './db/protection';
import { revokeEverySessionOf } from './db/sessions';
import { userNotFound } from './domain/auth-errors';
import { type ProtectionOutcome, type ProtectionSettings, settled } from './domain/protection-rules';
import { deliverAtOnce, recordProtectionChanged } from './protection-events';
import type { SessionAnnouncer } from './session-changes';

export interface ProtectionDeps {
  pool: Pool;
  client: BusClient;
  relay: OutboxRelay;
  announcer: SessionAnnouncer;
  logger: Logger;
  now: () => Date;
}

export interface ChangeOptions {
  by?: ChangedBy;
  /** A self-exclusion ends every session of the player at once, on every gateway. */
  endSessions?: boolean;
}

/**
 * Applies one rule of `domain/protection-rules` under the player's row lock. A change writes the new state with
 * the next version, its history rows and its event in one transaction, and is heard by the wallet, the engine (and
 * for a self-exclusion every gateway) before it answers; a request that changes nothing writes nothing.
 */
export async function changeProtection(
  deps: ProtectionDeps,
  userId: string,
  decide: (settings: ProtectionSettings, now: Date) => ProtectionOutcome,
  { by = null, endSessions = false }: ChangeOptions = {},
): Promise<ProtectionState> {
  const now = deps.now();
  const done = await withTransaction(deps.pool, async (tx) => {
    const stored = await lockProtection(tx, userId);
    if (!stored) throw userNotFound();
    const { settings, steps } = decide(stored.settings, now);
    if (steps.length === 0) return { state: toState(stored, settings), events: [], endings: [] };
    const version = await saveProtection(tx, userId, settings);
    await appendChanges(tx, userId, now, steps, by);
    const state = toState({ ...stored, version }, settings);
    const events = await recordProtectionChanged(tx, state, now);
    const ended = endSessions ? await revokeEverySessionOf(tx, userId) : [];
    const endings = await Promise.all(ended.map((sessionId) => deps.announcer.record(tx, { change: 'session-ended', userId, sessionId, cause: by === null ? 'protection' : 'admin' })));
    return { state, events, endings };
  });
  await Promise.all([deliverAtOnce(deps, done.events), ...done.endings.map((ending) => deps.announcer.deliver(ending))]);
  return done.state;
}

/** The player's state as it holds now: raises whose 24 hours have passed are limits, ended breaks are gone. */
export async function protectionOf(deps: Pick<ProtectionDeps, 'pool' | 'now'>, userId: string): Promise<ProtectionState> {
  const stored = await readProtection(deps.pool, userId);
  if (!stored) throw userNotFound();
  return toState(stored, settled(stored.settings, deps.now()));
}

export async function protectionsOf(deps: Pick<ProtectionDeps, 'pool' | 'now'>, userIds: readonly string[]): Promise<ProtectionState[]> {
  const now = deps.now();
  return (await readProtections(deps.pool, userIds)).map((stored) => toState(stored, settled(stored.settings, now)));
}

export async function protectionHistory(deps: Pick<ProtectionDeps, 'pool'>, userId: string) {
  if (!(await readProtection(deps.pool, userId))) throw userNotFound();
  return { changes: await listChanges(deps.pool, userId) };
}
