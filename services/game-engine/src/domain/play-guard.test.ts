import { pkrToPaisa, protectionMessages, protectionRules, type ProtectionState } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { exceedsLossLimit, judgeBet, PLAY_SESSION_GAP_MS, type PlayerGuard, realityCheckIsDue, realityCheckWindow } from './play-guard';

const at = (iso: string) => new Date(iso);
const now = at('2026-05-01T10:00:00.000Z');
const copy = (change: Partial<ProtectionState> = {}): ProtectionState => ({
  userId: '00000000-0000-4000-8000-000000000001',
  version: 1,
  dateOfBirthKnown: true,
  limits: { depositDaily: null, depositWeekly: null, depositMonthly: null, lossDaily: pkrToPaisa(1_000) },
  pendingIncreases: [],
  breakUntil: null,
  selfExcludedUntil: null,
  realityCheckMinutes: 30,
  ...change,
});
const session = (countedFrom: string, askedAt: Date | null = null) => ({ startedAt: at(countedFrom), countedFrom: at(countedFrom), askedAt, askedNet: askedAt ? -100 : null });
const guard = (change: Partial<PlayerGuard>): PlayerGuard => ({ copy: copy(), session: null, lastBetAt: null, ...change });

describe('judging a bet against protection and the reality check', () => {
  it('takes any bet of a player without a copy, starting their play session', () => {
    expect(judgeBet(undefined, now)).toEqual({ refusal: null, startsSession: true, lossLimit: null });
  });

  it('refuses a break before a waiting reality check, and the check before the loss limit', () => {
    const waiting = session('2026-05-01T09:00:00.000Z', at('2026-05-01T09:30:00.000Z'));
    const onBreak = judgeBet(guard({ copy: copy({ breakUntil: '2026-05-01T11:00:00.000Z' }), session: waiting }), now);
    expect(onBreak.refusal).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const lastBetAt = at('2026-05-01T09:29:00.000Z');
    expect(judgeBet(guard({ session: waiting, lastBetAt }), at('2026-05-01T09:58:59.999Z'))).toMatchObject({
      refusal: { code: 'CONFLICT', message: protectionMessages.realityCheckPending },
      realityCheck: 'remind',
    });
  });

  it('lets a waiting check lapse with its session: the first bet 30 minutes after the last starts a new one', () => {
    const waiting = session('2026-05-01T09:00:00.000Z', at('2026-05-01T09:30:00.000Z'));
    const lastBetAt = at('2026-05-01T09:29:00.000Z');
    expect(judgeBet(guard({ session: waiting, lastBetAt }), at('2026-05-01T09:59:00.000Z'))).toMatchObject({ refusal: null, startsSession: true });
  });

  it('asks the check once the interval has passed in a session still going, and not after a pause of 30 minutes', () => {
    const going = session('2026-05-01T09:30:00.000Z');
    expect(judgeBet(guard({ session: going, lastBetAt: at('2026-05-01T09:59:00.000Z') }), now)).toMatchObject({ realityCheck: 'ask' });
    expect(judgeBet(guard({ session: going, lastBetAt: at('2026-05-01T09:59:00.000Z') }), at('2026-05-01T09:59:59.999Z'))).toMatchObject({ refusal: null, startsSession: false });
    expect(judgeBet(guard({ session: going, lastBetAt: at('2026-05-01T09:30:00.000Z') }), now)).toMatchObject({ refusal: null, startsSession: true });
  });

  it('finds a check due at a round opening exactly when a bet would ask it', () => {
    const going = session('2026-05-01T09:30:00.000Z');
    const lastBetAt = at('2026-05-01T09:59:00.000Z');
    const cases = [
      guard({ session: going, lastBetAt }),
      guard({ session: going, lastBetAt: at('2026-05-01T09:30:00.000Z') }),
      guard({ session: session('2026-05-01T09:31:00.000Z'), lastBetAt }),
      guard({ session: session('2026-05-01T09:30:00.000Z', at('2026-05-01T09:45:00.000Z')), lastBetAt }),
      guard({ copy: null, session: going, lastBetAt }),
      guard({ copy: copy({ breakUntil: '2026-05-01T11:00:00.000Z' }), session: going, lastBetAt }),
    ];
    const asksAtBet = (each: PlayerGuard) => {
      const verdict = judgeBet(each, now);
      return verdict.refusal !== null && verdict.realityCheck === 'ask';
    };
    expect(cases.map((each) => realityCheckIsDue(each, now))).toEqual([true, false, false, false, false, false]);
    expect(cases.map(asksAtBet)).toEqual(cases.map((each) => realityCheckIsDue(each, now)));
  });

  it('keeps every session that can be due inside the window a round opening reads', () => {
    const { countedFromAfter, countedFromBy } = realityCheckWindow(now);
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const lastBetAgo = [0, 1, PLAY_SESSION_GAP_MS / 60_000 - 0.001];
    for (let interval = protectionRules.realityCheckMinutesMin; interval <= protectionRules.realityCheckMinutesMax; interval += 1) {
      for (let counted = 0; counted <= 240; counted += 1) {
        for (const betAgo of lastBetAgo) {
          // A session is found only as its bets left it, and a bet is taken only before its check falls due.
          if (counted - betAgo >= interval) continue;
          const each = guard({ copy: copy({ realityCheckMinutes: interval }), session: session(minutesAgo(counted).toISOString()), lastBetAt: minutesAgo(betAgo) });
          if (!realityCheckIsDue(each, now)) continue;
          expect(minutesAgo(counted) > countedFromAfter && minutesAgo(counted) <= countedFromBy).toBe(true);
        }
      }
    }
  });

  it('reads the loss limit in force: a removal holds once its 24 hours have passed', () => {
    const removal = copy({ pendingIncreases: [{ kind: 'lossDaily', amount: null, effectiveAt: '2026-05-01T10:00:00.000Z' }] });
    expect(judgeBet(guard({ copy: removal }), at('2026-05-01T09:59:59.999Z'))).toMatchObject({ lossLimit: pkrToPaisa(1_000) });
    expect(judgeBet(guard({ copy: removal }), now)).toMatchObject({ lossLimit: null });
  });

  it('lets a bet reach the loss limit exactly, never pass it', () => {
    expect(exceedsLossLimit(100_000, 60_000, 40_000)).toBe(false);
    expect(exceedsLossLimit(100_000, 60_000, 40_001)).toBe(true);
  });
});
