import { fairnessRoundRequestSchema, gameTypeSchema } from '@pkr/contracts';
import { z } from 'zod';

/** The round to check, as the form and the page's address (?game=crash&round=123) give it. */
export const roundQuerySchema = z.object({
  game: gameTypeSchema,
  round: z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/, 'Enter a round number of 1 or more')
    .transform(Number)
    .pipe(fairnessRoundRequestSchema.shape.roundId),
});
export type RoundQuery = z.output<typeof roundQuerySchema>;
