import { cn } from '@/lib/cn';
import type { RoundVerdict } from '@/lib/fairness/verify-round';

const tones = { good: 'text-emerald-300', admin: 'text-amber-300', bad: 'text-red-400' } as const;

function Line({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return <p className={cn('text-sm font-semibold', tones[tone])}>{children}</p>;
}

/** Whether the crash point played is the one the hash gives, and whether the hash is on the chain. */
export function VerdictLines({ verdict, adminControlled }: { verdict: RoundVerdict; adminControlled: boolean }) {
  return (
    <div role="status" className="grid gap-1">
      {verdict.matches ? (
        <Line tone="good">Match: the crash point played is the one the hash gives.</Line>
      ) : adminControlled ? (
        <Line tone="admin">Differs, as it should: an admin set this round's crash point.</Line>
      ) : (
        <Line tone="bad">No match: the crash point played is not the one the hash gives.</Line>
      )}
      {verdict.chained ? (
        <Line tone="good">Chained: SHA-256 of the round hash is the previous hash.</Line>
      ) : (
        <Line tone="bad">Not chained: SHA-256 of the round hash is not the previous hash.</Line>
      )}
    </div>
  );
}
