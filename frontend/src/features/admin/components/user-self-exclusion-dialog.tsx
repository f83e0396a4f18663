import { adminSelfExclusionFormSchema, exclusionEnd, exclusionPeriods, type AdminUser, type ExclusionPeriod } from '@pkr/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { PeriodChoice } from '@/components/ui/period-choice';
import { Spinner } from '@/components/ui/spinner';
import { useSelfExcludeUser } from '../api/self-exclude-user';
import { formMessage } from '@/lib/form-message';
import { pktTime } from '../utils/protection-words';

/** Puts one player on self-exclusion for a chosen period, with a reason for the audit log. Nothing here lifts one. */
export function UserSelfExclusionDialog({ user }: { user: AdminUser }) {
  const { t } = useTranslation('adminUsers');
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState<ExclusionPeriod | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const exclude = useSelfExcludeUser();
  const now = new Date();
  const current = user.protection?.selfExcludedUntil ?? null;
  const end = period ? exclusionEnd(period, now) : null;
  const periodLabels = Object.fromEntries(exclusionPeriods.map((choice) => [choice, t(`exclusion.periods.${choice}`)])) as Record<ExclusionPeriod, string>;
  // The server keeps the later end, so a period that ends sooner than the one in place would change nothing.
  const changesNothing = end !== null && current !== null && end.getTime() <= Date.parse(current);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPeriod(null);
      setReason('');
      setReasonError(undefined);
    }
  };
  const submit = () => {
    const checked = adminSelfExclusionFormSchema.safeParse({ period, reason });
    if (!checked.success) {
      setReasonError(formMessage(checked.error.issues.find((issue) => issue.path[0] === 'reason')?.message));
      return;
    }
    exclude.mutate({ userId: user.id, username: user.username, ...checked.data }, { onSuccess: () => changeOpen(false) });
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={t('exclusion.title', { username: user.username })}>
          {t('exclusion.open')}
        </Button>
      </Dialog.Trigger>
      <DialogFrame
        title={t('exclusion.title', { username: user.username })}
        description={
          current
            ? t('exclusion.alreadyExcluded', { username: user.username, time: pktTime(current, now) })
            : t('exclusion.closesAtOnce', { username: user.username })
        }
      >
        <p role="note" className="rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200">
          <Trans t={t} i18nKey="exclusion.warning" values={{ username: user.username }} components={{ strong: <strong /> }} />
        </p>
        <form
          className="grid gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (period && !changesNothing && !exclude.isPending) submit();
          }}
        >
          <PeriodChoice legend={t('exclusion.length')} labels={periodLabels} value={period} onChange={setPeriod} />
          {end && (
            <p data-testid="exclusion-end" className="text-sm text-slate-300">
              {changesNothing ? t('exclusion.changesNothing') : t('exclusion.until', { time: pktTime(end, now) })}
            </p>
          )}
          <FormField
            id="self-exclusion-reason"
            label={t('admin:reason')}
            placeholder={t('exclusion.reasonPlaceholder')}
            value={reason}
            maxLength={500}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="ghost">{t('admin:cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" variant="accent" disabled={!period || changesNothing || exclude.isPending}>
              {exclude.isPending && <Spinner />}
              {t('exclusion.confirm')}
            </Button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
