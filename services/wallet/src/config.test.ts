import { describe, expect, it } from 'vitest';
import { loadWalletConfig } from './config';

const required = { DATABASE_URL: 'postgres://wallet@127.0.0.1:5432/wallet' };

describe('wallet configuration', () => {
  it('defaults to the 3 free coins the landing page promises', () => {
    expect(loadWalletConfig(required)).toMatchObject({ REGISTRATION_BONUS_PKR: 3, DATABASE_POOL_SIZE: 20, NATS_URL: 'nats://127.0.0.1:4222' });
  });

  it('reads a bonus with up to two decimals', () => {
    expect(loadWalletConfig({ ...required, REGISTRATION_BONUS_PKR: '12.34' }).REGISTRATION_BONUS_PKR).toBe(12.34);
  });

  it('fails fast on a missing database, a negative bonus or a bonus finer than a paisa', () => {
    expect(() => loadWalletConfig({})).toThrow(/DATABASE_URL/);
    expect(() => loadWalletConfig({ ...required, REGISTRATION_BONUS_PKR: '-1' })).toThrow(/REGISTRATION_BONUS_PKR/);
    expect(() => loadWalletConfig({ ...required, REGISTRATION_BONUS_PKR: '0.001' })).toThrow(/REGISTRATION_BONUS_PKR/);
  });

  it('takes deposit requests up to 500,000 PKR unless told otherwise, and never a largest deposit below the smallest', () => {
    expect(loadWalletConfig(required).DEPOSIT_MAX_PKR).toBe(500_000);
    expect(loadWalletConfig({ ...required, DEPOSIT_MAX_PKR: '2000' }).DEPOSIT_MAX_PKR).toBe(2_000);
    expect(() => loadWalletConfig({ ...required, DEPOSIT_MAX_PKR: '299' })).toThrow(/DEPOSIT_MAX_PKR/);
  });
});
