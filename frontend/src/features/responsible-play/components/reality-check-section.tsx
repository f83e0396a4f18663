import { protectionRules, realityCheckFormSchema, type ResponsiblePlay } from '@pkr/contracts';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { formMessage } from '@/lib/form-message';
import { useSetRealityCheck } from '../api/set-reality-check';
import { SectionCard } from './section-card';

/** How often a reality check interrupts play, from 15 to 120 minutes. */
export function RealityCheckSection({ state }: { state: ResponsiblePlay }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const saveInterval = useSetRealityCheck();
  const { t } = useTranslation('protection');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = realityCheckFormSchema.safeParse({ minutes: text.trim() === '' ? Number.NaN : Number(text) });
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    saveInterval.mutate(checked.data.minutes, {
      onSuccess: (next) =>
        toast({ title: t('realityCheckSettings.saved.title'), description: t('realityCheckSettings.saved.description', { minutes: next.realityCheckMinutes }) }),
    });
    setText('');
  };

  return (
    <SectionCard
      id="reality-check"
      title={t('realityCheckSettings.title')}
      what={<p>{t('realityCheckSettings.what', { min: protectionRules.realityCheckMinutesMin, max: protectionRules.realityCheckMinutesMax })}</p>}
    >
      <p data-testid="reality-check-state" className="text-sm text-slate-200">
        <Trans
          t={t}
          i18nKey="realityCheckSettings.state"
          values={{ minutes: state.realityCheckMinutes }}
          components={{ strong: <span className="font-bold text-amber-300" /> }}
        />
      </p>
      <form noValidate onSubmit={submit} aria-label={t('realityCheckSettings.form')} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField
          id="reality-check-minutes"
          label={t('realityCheckSettings.field')}
          inputMode="numeric"
          value={text}
          error={formMessage(error)}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={saveInterval.isPending}>
          {t('realityCheckSettings.save')}
        </Button>
      </form>
    </SectionCard>
  );
}
