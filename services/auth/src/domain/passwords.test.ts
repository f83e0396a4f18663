import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores argon2id at the OWASP parameters, salted so equal passwords hash differently', async () => {
    const [first, second] = await Promise.all([hashPassword('secret123'), hashPassword('secret123')]);
    expect(first.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(first).not.toBe(second);
    expect(first).not.toContain('secret123');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('secret123');
    expect(await verifyPassword(stored, 'secret123')).toBe(true);
    expect(await verifyPassword(stored, 'secret124')).toBe(false);
  });

  it('refuses rather than throws when the stored hash is unreadable', async () => {
    expect(await verifyPassword('not-a-hash', 'secret123')).toBe(false);
  });

  it('keeps one decoy hash that no ordinary password matches', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    expect(decoy.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(decoy, 'secret123')).toBe(false);
  });
});
