import { limitsFormSchema, pakistanTime, type LimitKind, type ResponsiblePlay } from '@pkr/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { formMessage } from '@/lib/form-message';
import { useCancelPending } from '../api/cancel-pending';
import { limitChange, useSetLimit } from '../api/set-limits';
import { limitLabel, limitOf, pkrText } from '../utils/words';

type LimitRowProps = { kind: LimitKind; state: ResponsiblePlay; now: Date };

/** One limit: what it is now, a raise or removal waiting for its 24 hours (with Cancel), and a form to change it. */
export function LimitRow({ kind, state, now }: LimitRowProps) {
  const { t } = useTranslation('protection');
  const label = limitLabel(kind);
  const lowerLabel = label.toLowerCase();
  const current = limitOf(state, kind);
  const pending = state.pendingIncreases.find((waiting) => waiting.kind === kind);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const setLimit = useSetLimit();
  const cancel = useCancelPending();
  const inputId = `limit-${kind}`;

  const announce = (next: ResponsiblePlay) => {
    const waiting = next.pendingIncreases.find((change) => change.kind === kind);
    const description = waiting ? t('limits.holdsFrom', { time: pakistanTime(new Date(waiting.effectiveAt), new Date()) }) : t('limits.holdsNow');
    toast({ title: t('limits.saved', { limit: label }), description });
  };
  const change = (amount: number | null) => setLimit.mutate({ kind, amount }, { onSuccess: announce });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = text.trim() === '' ? 0 : Number(text);
    const checked = limitsFormSchema.safeParse(limitChange(kind, amount));
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    change(amount);
    setText('');
  };

  return (
    <div className="grid gap-3 rounded-xl border border-slate-800 bg-slate-950/50 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-white">{label}</h3>
        <p data-testid={`${kind}-current`} className="font-bold text-amber-300 tabular-nums">
          {current === null ? t('limits.none') : <span dir="ltr">{pkrText(current)}</span>}
        </p>
      </div>
      <p className="text-sm text-slate-400">{t(`limits.${kind}.what`)}</p>
      {pending && (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-200">
          <p data-testid={`${kind}-pending`}>
            {pending.amount === null
              ? t('limits.removalWaiting', { time: pakistanTime(new Date(pending.effectiveAt), now) })
              : t('limits.raiseWaiting', { amount: pkrText(pending.amount), time: pakistanTime(new Date(pending.effectiveAt), now) })}
          </p>
          <Button size="sm" variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(kind)} aria-label={t('limits.cancelLabel', { limit: lowerLabel })}>
            {t('limits.cancel')}
          </Button>
        </div>
      )}
      <form noValidate onSubmit={submit} aria-label={label} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField
          id={inputId}
          label={t('limits.newLimit', { limit: lowerLabel })}
          inputMode="decimal"
          value={text}
          error={formMessage(error)}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={setLimit.isPending} className="flex-1">
            {t(current === null ? 'limits.set' : 'limits.change')}
          </Button>
          {current !== null && pending?.amount !== null && (
            <Button variant="ghost" disabled={setLimit.isPending} onClick={() => change(null)} aria-label={t('limits.removeLabel', { limit: lowerLabel })}>
              {t('limits.remove')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
