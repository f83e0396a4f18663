import type { BusClient } from '@pkr/platform';
import { type ProtectionState, unrestrictedProtection } from '@pkr/contracts';
import { newId } from './harness';

/** A clock a test moves by hand, for the wallet to decide breaks and deposit windows by. */
export function testClock(start: string) {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A player with nothing restricted: a known date of birth, no limits, no break, no exclusion. */
export function freeState(userId: string, version = 1): ProtectionState {
  return { userId, version, dateOfBirthKnown: true, ...unrestrictedProtection };
}

/** Delivers a protection change to the wallet as auth's outbox does, answering its acknowledgement. */
export function announceProtection(wallet: BusClient, state: ProtectionState, eventId = newId()) {
  return wallet.call('wallet.on.protection-changed', { eventId, occurredAt: new Date().toISOString(), state });
}
