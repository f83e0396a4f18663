import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { formatMultiplier } from '@/lib/live-game/format';
import { defaultPlayedRules } from '@/lib/fairness/played-rules';

export type PlayedRulesValues = { houseEdgePercent: string; maxMultiplier: string };

type PlayedRulesFieldsProps = {
  values: PlayedRulesValues;
  errors: Partial<Record<keyof PlayedRulesValues, string>>;
  onChange: (values: PlayedRulesValues) => void;
};

/** For a round that does not state its edge and cap: the ones the docs say applied, which the visitor may change. */
export function PlayedRulesFields({ values, errors, onChange }: PlayedRulesFieldsProps) {
  const { t } = useTranslation('fairness');
  return (
    <fieldset className="grid gap-3 rounded-xl border border-amber-400/40 bg-amber-400/10 p-4">
      <legend className="px-1 text-sm font-semibold text-amber-200">{t('rules.legend')}</legend>
      <p className="text-sm text-amber-200">
        {t('rules.explain', { edge: defaultPlayedRules.houseEdgePercent, cap: formatMultiplier(Number(defaultPlayedRules.maxMultiplier)) })}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id="played-edge"
          label={t('rules.edge')}
          inputMode="decimal"
          autoComplete="off"
          value={values.houseEdgePercent}
          error={errors.houseEdgePercent}
          onChange={(event) => onChange({ ...values, houseEdgePercent: event.target.value })}
        />
        <FormField
          id="played-cap"
          label={t('rules.cap')}
          inputMode="decimal"
          autoComplete="off"
          value={values.maxMultiplier}
          error={errors.maxMultiplier}
          onChange={(event) => onChange({ ...values, maxMultiplier: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
