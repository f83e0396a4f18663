import type { Logger, Pool } from '@pkr/platform';
import { withTransaction } from '@pkr/platform';
import { findUserByUsername, setCredentials } from './db/users';
import { hashPassword, verifyPassword } from './domain/passwords';
import { createUser } from './user-creation';

export interface AdminAccount {
  username: string;
  password: string;
}

export type SeedOutcome = 'created' | 'updated' | 'unchanged';

/** Makes the configured account an admin with the configured password, creating it when missing. */
export async function seedAdmin(pool: Pool, admin: AdminAccount, logger: Logger): Promise<SeedOutcome> {
  const outcome = await withTransaction(pool, async (tx): Promise<SeedOutcome> => {
    // Replicas starting together must not both create the admin.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['auth.seed-admin']);
    const existing = await findUserByUsername(tx, admin.username);
    if (existing) {
      if (existing.user.isAdmin && (await verifyPassword(existing.passwordHash, admin.password))) return 'unchanged';
      await setCredentials(tx, existing.user.id, await hashPassword(admin.password), true);
      return 'updated';
    }
    const passwordHash = await hashPassword(admin.password);
    await createUser(tx, { username: admin.username, passwordHash, phone: '', isAdmin: true, dateOfBirth: null });
    return 'created';
  });
  logger.info({ admin: admin.username, outcome }, 'admin account seeded');
  return outcome;
}
