import { z } from 'zod';

/** docs/fairness.md: rounds that did not record their edge and cap were played with 1 % and 6.00x unless the operator had changed them. */
export const defaultPlayedRules = { houseEdgePercent: '1', maxMultiplier: '6' };

const decimal = (message: string) => z.string().trim().regex(/^\d+(?:\.\d+)?$/, message).transform(Number);

/** The edge and cap a visitor gives for a round that does not state them. */
export const playedRulesSchema = z.object({
  houseEdgePercent: decimal('Enter a house edge from 0 to under 100').pipe(z.number().lt(100, 'Enter a house edge from 0 to under 100')),
  maxMultiplier: decimal('Enter a cap of 1.00 or more').pipe(z.number().min(1, 'Enter a cap of 1.00 or more')),
});
