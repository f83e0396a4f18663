import type { ResponsiblePlay } from '@pkr/contracts';
import { Fragment } from 'react';
import { formatRupeesWithPaisa } from '@/lib/format';
import { limitNames, pktTime } from '../utils/protection-words';

/** A limit names its exact sum, paisa included, since the player's own refusal messages do. */
const limitText = (pkr: number | null, per: string) => (pkr === null ? `none / ${per}` : `${formatRupeesWithPaisa(pkr)} / ${per}`);

/** The three deposit limits on one line where there is room; a narrow card breaks it between limits, not inside one. */
function DepositLimits({ daily, weekly, monthly }: ResponsiblePlay['depositLimits']) {
  if (daily === null && weekly === null && monthly === null) return <>No limit</>;
  const parts = [limitText(daily, 'day'), limitText(weekly, 'week'), limitText(monthly, 'month')];
  // A no-break space keeps each dot on the line of the limit before it.
  return parts.map((part, index) => (
    <Fragment key={part}>
      {index > 0 && '\u00a0· '}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

/** Only a break or an exclusion still running is shown: the list is polled, and one may end between two answers. */
const running = (until: string | null, now: Date) => (until !== null && Date.parse(until) > now.getTime() ? until : null);

/** One player's limits, break, self-exclusion and reality check, read-only: the admin sees them but cannot change them. */
export function PlayerProtection({ protection }: { protection: ResponsiblePlay | null }) {
  if (!protection) return <p className="text-xs text-slate-500">Not known</p>;
  const now = new Date();
  const excludedUntil = running(protection.selfExcludedUntil, now);
  const breakUntil = running(protection.breakUntil, now);

  return (
    <div className="grid gap-1.5 text-xs">
      {excludedUntil && (
        <p className="w-fit rounded-md border border-red-500/40 bg-red-500/10 px-2 py-0.5 font-semibold text-red-300">Self-excluded until {pktTime(excludedUntil, now)}</p>
      )}
      {breakUntil && (
        <p className="w-fit rounded-md border border-amber-400/40 bg-amber-400/10 px-2 py-0.5 font-semibold text-amber-300">On a break until {pktTime(breakUntil, now)}</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-300 tabular-nums">
        <dt className="text-slate-500">Deposits</dt>
        <dd>
          <DepositLimits {...protection.depositLimits} />
        </dd>
        <dt className="text-slate-500">Losses</dt>
        <dd>{protection.lossLimitDaily === null ? 'No limit' : limitText(protection.lossLimitDaily, 'day')}</dd>
        <dt className="text-slate-500">Reality check</dt>
        <dd>Every {protection.realityCheckMinutes} min</dd>
      </dl>
      {protection.pendingIncreases.map((pending) => (
        <p key={pending.kind} data-testid="pending-change" className="text-amber-200/90">
          {pending.amount === null ? `Removal of the ${limitNames[pending.kind]}` : `Raise of the ${limitNames[pending.kind]} to ${formatRupeesWithPaisa(pending.amount)}`} holds from{' '}
          <span className="whitespace-nowrap">{pktTime(pending.effectiveAt, now)}</span>
        </p>
      ))}
    </div>
  );
}
