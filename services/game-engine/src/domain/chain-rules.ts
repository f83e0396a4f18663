import { toHundredths } from '@pkr/contracts';
import type { CrashRules } from './crash-point';

/** The odds a chain commits to: the house edge in hundredths of a percent (1 % = 100) and the cap in hundredths. */
export interface ChainRules {
  houseEdgeHundredths: number;
  maxHundredths: number;
}

export const configuredRules = (settings: { HOUSE_EDGE_PERCENT: number; MAX_MULTIPLIER: number }): ChainRules => ({
  houseEdgeHundredths: toHundredths(settings.HOUSE_EDGE_PERCENT),
  maxHundredths: toHundredths(settings.MAX_MULTIPLIER),
});

export const sameRules = (one: ChainRules, other: ChainRules): boolean =>
  one.houseEdgeHundredths === other.houseEdgeHundredths && one.maxHundredths === other.maxHundredths;

export const crashRulesOf = (rules: ChainRules): CrashRules => ({ houseEdgePercent: rules.houseEdgeHundredths / 100, maxHundredths: rules.maxHundredths });

/** The rules in an operator's words, as the configuration names them. */
export const describeRules = (rules: ChainRules): string =>
  `HOUSE_EDGE_PERCENT=${rules.houseEdgeHundredths / 100} and MAX_MULTIPLIER=${(rules.maxHundredths / 100).toFixed(2)}`;
