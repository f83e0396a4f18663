import { z } from 'zod';
import { i18next } from '@/i18n';

/** docs/fairness.md: rounds that did not record their edge and cap were played with 1 % and 6.00x unless the operator had changed them. */
export const defaultPlayedRules = { houseEdgePercent: '1', maxMultiplier: '6' };

// Each message is read from the `fairness` catalogue as the field is judged, in the language of that moment.
const message = (key: string) => ({ error: () => i18next.t(`fairness:rules.${key}`) });

const decimal = (key: string) => z.string().trim().regex(/^\d+(?:\.\d+)?$/, message(key)).transform(Number);

/** The edge and cap a visitor gives for a round that does not state them. */
export const playedRulesSchema = z.object({
  houseEdgePercent: decimal('edgeInvalid').pipe(z.number().lt(100, message('edgeInvalid'))),
  maxMultiplier: decimal('capInvalid').pipe(z.number().min(1, message('capInvalid'))),
});
