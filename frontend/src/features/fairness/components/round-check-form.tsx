import { gameTypes } from '@pkr/contracts';
import * as Label from '@radix-ui/react-label';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useZodForm } from '@/lib/use-zod-form';
import { type RoundQuery, roundQuerySchema } from '../utils/round-query';

type RoundCheckFormProps = { initial: { game: RoundQuery['game']; round: string }; onCheck: (query: RoundQuery) => void };

/** The game and round number to check. */
export function RoundCheckForm({ initial, onCheck }: RoundCheckFormProps) {
  const { t } = useTranslation('fairness');
  const form = useZodForm(roundQuerySchema, initial);
  return (
    <form noValidate aria-label={t('form.label')} onSubmit={form.handleSubmit(onCheck)} className="grid gap-3 sm:grid-cols-[10rem_12rem_auto] sm:items-start sm:justify-start">
      <div className="grid gap-1.5">
        <Label.Root htmlFor="check-game" className="text-sm font-medium text-slate-200">
          {t('form.game')}
        </Label.Root>
        <select
          id="check-game"
          value={form.values.game}
          onChange={(event) => form.setValue('game', event.target.value)}
          className="h-11 rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-sm text-slate-100 focus:border-emerald-400 focus:ring-2 focus:ring-emerald-500/30 focus:outline-none"
        >
          {gameTypes.map((gameType) => (
            <option key={gameType} value={gameType}>
              {t(`game:names.${gameType}`)}
            </option>
          ))}
        </select>
      </div>
      <FormField id="check-round" label={t('form.round')} inputMode="numeric" autoComplete="off" placeholder={t('form.roundPlaceholder')} {...form.register('round')} />
      <Button type="submit" className="sm:mt-6.5">
        {t('form.submit')}
      </Button>
    </form>
  );
}
