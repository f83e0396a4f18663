import type { ResponsiblePlay } from '@pkr/contracts';
import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatRupeesWithPaisa } from '@/lib/format';
import { pktTime } from '../utils/protection-words';

type Per = 'perDay' | 'perWeek' | 'perMonth';

/** A limit names its exact sum, paisa included, since the player's own refusal messages do. */
function useLimitText() {
  const { t } = useTranslation('adminUsers');
  return (pkr: number | null, per: Per) => t(`protection.${per}`, { amount: pkr === null ? t('protection.none') : formatRupeesWithPaisa(pkr) });
}

/** The three deposit limits on one line where there is room; a narrow card breaks it between limits, not inside one. */
function DepositLimits({ daily, weekly, monthly }: ResponsiblePlay['depositLimits']) {
  const { t } = useTranslation('adminUsers');
  const limitText = useLimitText();
  if (daily === null && weekly === null && monthly === null) return <>{t('protection.noLimit')}</>;
  const parts = [limitText(daily, 'perDay'), limitText(weekly, 'perWeek'), limitText(monthly, 'perMonth')];
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
  const { t } = useTranslation('adminUsers');
  const limitText = useLimitText();
  if (!protection) return <p className="text-xs text-slate-500">{t('protection.notKnown')}</p>;
  const now = new Date();
  const excludedUntil = running(protection.selfExcludedUntil, now);
  const breakUntil = running(protection.breakUntil, now);

  return (
    <div className="grid gap-1.5 text-xs">
      {excludedUntil && (
        <p className="w-fit rounded-md border border-red-500/40 bg-red-500/10 px-2 py-0.5 font-semibold text-red-300">
          {t('protection.excludedUntil', { time: pktTime(excludedUntil, now) })}
        </p>
      )}
      {breakUntil && (
        <p className="w-fit rounded-md border border-amber-400/40 bg-amber-400/10 px-2 py-0.5 font-semibold text-amber-300">
          {t('protection.breakUntil', { time: pktTime(breakUntil, now) })}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-300 tabular-nums">
        <dt className="text-slate-500">{t('protection.deposits')}</dt>
        <dd>
          <DepositLimits {...protection.depositLimits} />
        </dd>
        <dt className="text-slate-500">{t('protection.losses')}</dt>
        <dd>{protection.lossLimitDaily === null ? t('protection.noLimit') : limitText(protection.lossLimitDaily, 'perDay')}</dd>
        <dt className="text-slate-500">{t('protection.realityCheck')}</dt>
        <dd>{t('protection.every', { minutes: protection.realityCheckMinutes })}</dd>
      </dl>
      {protection.pendingIncreases.map((pending) => (
        <p key={pending.kind} data-testid="pending-change" className="text-amber-200/90">
          <Trans
            t={t}
            i18nKey={pending.amount === null ? 'protection.removal' : 'protection.raise'}
            values={{
              limit: t(`protection.limits.${pending.kind}`),
              amount: pending.amount === null ? undefined : formatRupeesWithPaisa(pending.amount),
              time: pktTime(pending.effectiveAt, now),
            }}
            components={{ time: <span className="whitespace-nowrap" /> }}
          />
        </p>
      ))}
    </div>
  );
}
