import { z } from 'zod';
import type { LimitsForm } from '../forms/responsible-play';
import { paisaToPkr, pkrToPaisa } from '../money';
import { limitKindSchema, protectionChangeSchema, type ProtectionChange, type ProtectionLimits, type ProtectionState } from './protection';

/**
 * What the Responsible Play page reads (`GET /api/responsible-play`) and the admin's Users tab shows read-only:
 * the player's protection state with amounts in PKR, null where none is set. A pending raise or removal names
 * its limit by the bus kind (`depositDaily`, `depositWeekly`, `depositMonthly`, `lossDaily`), which is also the
 * `:kind` of `DELETE /api/responsible-play/limits/pending/:kind`.
 */
export const responsiblePlaySchema = z.object({
  depositLimits: z.object({ daily: z.number().nullable(), weekly: z.number().nullable(), monthly: z.number().nullable() }),
  lossLimitDaily: z.number().nullable(),
  pendingIncreases: z.array(z.object({ kind: limitKindSchema, amount: z.number().nullable(), effectiveAt: z.string() })),
  breakUntil: z.string().nullable(),
  selfExcludedUntil: z.string().nullable(),
  realityCheckMinutes: z.number().int(),
});
export type ResponsiblePlay = z.infer<typeof responsiblePlaySchema>;

/** `GET /api/responsible-play/history`: newest first, amounts in PKR. */
export const responsiblePlayHistorySchema = z.object({ changes: z.array(protectionChangeSchema.extend({ amount: z.number().nullable() })) });
export type ResponsiblePlayHistory = z.infer<typeof responsiblePlayHistorySchema>;

const pkrOrNull = (paisa: number | null) => (paisa === null ? null : paisaToPkr(paisa));
const paisaOrNull = (pkr: number | null) => (pkr === null ? null : pkrToPaisa(pkr));

export function responsiblePlayView(state: ProtectionState): ResponsiblePlay {
  return {
    depositLimits: { daily: pkrOrNull(state.limits.depositDaily), weekly: pkrOrNull(state.limits.depositWeekly), monthly: pkrOrNull(state.limits.depositMonthly) },
    lossLimitDaily: pkrOrNull(state.limits.lossDaily),
    pendingIncreases: state.pendingIncreases.map((pending) => ({ ...pending, amount: pkrOrNull(pending.amount) })),
    breakUntil: state.breakUntil,
    selfExcludedUntil: state.selfExcludedUntil,
    realityCheckMinutes: state.realityCheckMinutes,
  };
}

export function responsiblePlayHistoryView(changes: ProtectionChange[]): ResponsiblePlayHistory {
  return { changes: changes.map((change) => ({ ...change, amount: pkrOrNull(change.amount) })) };
}

/** The page's form as the bus's partial limits in paisa: only the fields that were sent. */
export function limitsFromForm(form: LimitsForm): Partial<ProtectionLimits> {
  const sent: Array<[keyof ProtectionLimits, number | null | undefined]> = [
    ['depositDaily', form.depositLimits?.daily],
    ['depositWeekly', form.depositLimits?.weekly],
    ['depositMonthly', form.depositLimits?.monthly],
    ['lossDaily', form.lossLimitDaily],
  ];
  return Object.fromEntries(sent.filter(([, pkr]) => pkr !== undefined).map(([kind, pkr]) => [kind, paisaOrNull(pkr ?? null)]));
}
