import { protectionRules, realityCheckFormSchema, type ResponsiblePlay } from '@pkr/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { useSetRealityCheck } from '../api/set-reality-check';
import { SectionCard } from './section-card';

/** How often a reality check interrupts play, from 15 to 120 minutes. */
export function RealityCheckSection({ state }: { state: ResponsiblePlay }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const saveInterval = useSetRealityCheck();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = realityCheckFormSchema.safeParse({ minutes: text.trim() === '' ? Number.NaN : Number(text) });
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    saveInterval.mutate(checked.data.minutes, {
      onSuccess: (next) => toast({ title: 'Reality check saved', description: `You will see one every ${next.realityCheckMinutes} minutes of play.` }),
    });
    setText('');
  };

  return (
    <SectionCard
      id="reality-check"
      title="Reality check"
      what={
        <p>
          While you play, a reminder shows how long you have played and what you have won or lost. No new bet is taken until you
          answer it. Choose from {protectionRules.realityCheckMinutesMin} to {protectionRules.realityCheckMinutesMax} minutes.
        </p>
      }
    >
      <p data-testid="reality-check-state" className="text-sm text-slate-200">
        Every <span className="font-bold text-amber-300">{state.realityCheckMinutes} minutes</span> of play
      </p>
      <form noValidate onSubmit={submit} aria-label="Reality check interval" className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField
          id="reality-check-minutes"
          label="New interval (minutes)"
          inputMode="numeric"
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={saveInterval.isPending}>
          Save interval
        </Button>
      </form>
    </SectionCard>
  );
}
