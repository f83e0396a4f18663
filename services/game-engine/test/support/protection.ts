import { randomUUID } from 'node:crypto';
import { broadcasts, type ProtectionState, type RealityCheckMessage, realityCheckMessageSchema, realityCheckSubject, unrestrictedProtection } from '@pkr/contracts';
import type { Bus, BusClient } from '@pkr/platform';

/** The clock the engines' protection rules read, moved by the test. */
export class TestClock {
  constructor(public at: Date) {}
  readonly now = () => this.at;
  set(iso: string): void {
    this.at = new Date(iso);
  }
  advanceMinutes(minutes: number): void {
    this.at = new Date(this.at.getTime() + minutes * 60_000);
  }
}

/** A player's protection as auth would announce it: nothing set unless `change` says. */
export function protectionState(userId: string, version: number, change: Partial<Omit<ProtectionState, 'userId' | 'version'>> = {}): ProtectionState {
  return { userId, version, dateOfBirthKnown: true, ...unrestrictedProtection, ...change };
}

/** Delivers a protection change to the engines as auth's outbox does. */
export function announceProtection(client: BusClient, state: ProtectionState, eventId: string = randomUUID()) {
  return client.call('game.on.protection-changed', { eventId, occurredAt: new Date().toISOString(), state });
}

/** Every reality check the engines send, as a gateway hears them, each checked by the contract. */
export class RealityChecks {
  private readonly heard: Array<{ userId: string; message: RealityCheckMessage }> = [];

  constructor(bus: Bus) {
    const prefix = realityCheckSubject('');
    bus.subscribe(broadcasts.realityCheck, (payload, delivery) => {
      this.heard.push({ userId: delivery.subject.slice(prefix.length), message: realityCheckMessageSchema.parse(payload) });
    });
  }

  of(userId: string): RealityCheckMessage[] {
    return this.heard.filter((check) => check.userId === userId).map((check) => check.message);
  }
}
