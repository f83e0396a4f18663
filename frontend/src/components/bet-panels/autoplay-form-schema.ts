import { type BetSlot, type GameType, startAutoplayInputSchema } from '@pkr/contracts';
import { z } from 'zod';

// The inputs hold text while the contracts judge numbers: an empty field reads as no number, so a required one
// shows the contract's "... is required" and an optional stop means none.
const numberText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? undefined : Number(text)));

const { shape } = startAutoplayInputSchema;

/** The Auto tab's fields, judged by the contract's rules and messages. */
export const autoplayFormSchema = z.object({
  amount: numberText.pipe(shape.amount),
  autoCashout: numberText.pipe(shape.autoCashout),
  rounds: numberText.pipe(shape.rounds),
  stopIfBalanceDecreasesBy: numberText.pipe(shape.stopIfBalanceDecreasesBy),
  stopIfBalanceIncreasesBy: numberText.pipe(shape.stopIfBalanceIncreasesBy),
  stopIfSingleWinExceeds: numberText.pipe(shape.stopIfSingleWinExceeds),
});

export type AutoplayFormValues = z.output<typeof autoplayFormSchema>;

/** What the panel sends: the form's values with its game and slot. */
export const autoplayRequest = (gameType: GameType, slot: BetSlot, values: AutoplayFormValues) => ({ ...values, gameType, slot });
