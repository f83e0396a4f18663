import { limits, pkrAmountSchema } from '@pkr/contracts';
import { baseConfigSchema, databaseConfigSchema, loadConfig, poolSizeSetting } from '@pkr/platform';
import { z } from 'zod';

export const walletConfigSchema = baseConfigSchema.extend(databaseConfigSchema.shape).extend({
  /** The free coins a new account starts with (the landing page promises 3). */
  REGISTRATION_BONUS_PKR: z.coerce
    .number()
    .pipe(pkrAmountSchema)
    .refine((pkr) => pkr >= 0, 'The registration bonus cannot be negative')
    .default(3),
  /** The largest deposit request a player may make; the forms carry the default and the wallet has the last word. */
  DEPOSIT_MAX_PKR: z.coerce
    .number()
    .pipe(pkrAmountSchema)
    .refine((pkr) => pkr >= limits.depositMinPkr, `The largest deposit cannot be below the smallest, ${limits.depositMinPkr} PKR`)
    .default(limits.depositMaxPkr),
  /** Connections for concurrent requests; each transfer holds one for its transaction. */
  DATABASE_POOL_SIZE: poolSizeSetting(20),
});
export type WalletConfig = z.output<typeof walletConfigSchema>;

export function loadWalletConfig(env: NodeJS.ProcessEnv = process.env): WalletConfig {
  return loadConfig(walletConfigSchema, env);
}
