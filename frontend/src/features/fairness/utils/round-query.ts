import { fairnessRoundRequestSchema, gameTypeSchema } from '@pkr/contracts';
import { z } from 'zod';
import { i18next } from '@/i18n';

/** The round to check, as the form and the page's address (?game=crash&round=123) give it. */
export const roundQuerySchema = z.object({
  game: gameTypeSchema,
  round: z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/, { error: () => i18next.t('fairness:form.roundInvalid') })
    .transform(Number)
    .pipe(fairnessRoundRequestSchema.shape.roundId),
});
export type RoundQuery = z.output<typeof roundQuerySchema>;
