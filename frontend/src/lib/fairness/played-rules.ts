import { z } from 'zod';
import { i18next } from '@/i18n';

/** docs/fairness.md: rounds that did not record their edge and cap were played with 1 % and 6.00x unless the operator had changed them. */
export const defaultPlayedRules = { houseEdgePercent: '1', maxMultiplier: '6' };

/** A message read in the app's language when the check fails, not when this module loads. */
const says = (key: string) => ({ error: () => i18next.t(`common:playedRules.${key}`) });

const decimal = (key: string) => z.string().trim().regex(/^\d+(?:\.\d+)?$/, says(key)).transform(Number);

/** The edge and cap a visitor gives for a round that does not state them. */
export const playedRulesSchema = z.object({
  houseEdgePercent: decimal('houseEdge').pipe(z.number().lt(100, says('houseEdge'))),
  maxMultiplier: decimal('cap').pipe(z.number().min(1, says('cap'))),
});
