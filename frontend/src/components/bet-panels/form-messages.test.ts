import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n';
import { autoplayFormSchema } from './autoplay-form-schema';
import { betFormSchema } from './bet-form-schema';
import { formMessage } from '@/lib/form-message';

const autoplayFields = { amount: '10', autoCashout: '2', rounds: '10', stopIfBalanceDecreasesBy: '50', stopIfBalanceIncreasesBy: '', stopIfSingleWinExceeds: '' };

/** Every message the contracts give for the panels' fields, drawn out by values that break each rule. */
const contractMessages = [
  ...['5', '20000', '10.001'].map((amount) => ({ amount, autoCashout: '' })),
  ...['1', '1.234'].map((autoCashout) => ({ amount: '10', autoCashout })),
].flatMap((fields) => betFormSchema.safeParse(fields).error?.issues ?? [])
  .concat(
    [
      { amount: '', autoCashout: '', rounds: '', stopIfBalanceDecreasesBy: '' },
      { rounds: '1.5', stopIfBalanceDecreasesBy: '0', stopIfBalanceIncreasesBy: '0', stopIfSingleWinExceeds: '0' },
      { rounds: '101', stopIfBalanceIncreasesBy: '1e20' },
    ].flatMap((fields) => autoplayFormSchema.safeParse({ ...autoplayFields, ...fields }).error?.issues ?? []),
  )
  .map((issue) => issue.message);

afterEach(() => i18next.changeLanguage('en'));

describe('the bet panels form messages', () => {
  it('shows each contract message in English as the contract words it, and in Urdu in Urdu', async () => {
    expect(contractMessages.length).toBeGreaterThanOrEqual(15);
    for (const message of contractMessages) expect(formMessage(message)).toBe(message);
    await i18next.changeLanguage('ur');
    for (const message of contractMessages) expect(formMessage(message), message).toMatch(/[\u0600-\u06ff]/);
  });

  it('shows a message the catalogue lacks as it comes', () => {
    expect(formMessage('Something new')).toBe('Something new');
  });
});
