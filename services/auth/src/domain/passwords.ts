import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot inline; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id recommendation: 19 MiB of memory, 2 passes, 1 lane. */
export const passwordHashOptions = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, passwordHashOptions);

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/** A hash of a random secret, verified when the username is unknown so the answer takes as long as for a known one. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  return decoy;
}
