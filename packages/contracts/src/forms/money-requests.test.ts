import { describe, expect, it } from 'vitest';
import { depositFormSchema, depositFormSchemaWithMax, withdrawFormSchema } from './money-requests';

const deposit = { amount: 1000, method: 'easypaisa', accountHolderName: 'Ayesha Khan', phone: 'TXN98765' };
const withdrawal = { amount: 600, method: 'jazzcash', accountHolderName: 'Ayesha Khan', phone: '03001234567' };

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the money request forms' messages for a missing or mistyped field", () => {
  it.each([
    ['amount', undefined, 'Minimum deposit amount is 300 PKR'],
    ['amount', '500', 'Minimum deposit amount is 300 PKR'],
    ['amount', null, 'Minimum deposit amount is 300 PKR'],
    ['method', undefined, 'Please select a payment method'],
    ['accountHolderName', undefined, 'Please enter account holder name'],
    ['accountHolderName', null, 'Please enter account holder name'],
    ['phone', undefined, 'Please enter the transaction ID from your payment'],
    ['phone', 12345, 'Please enter the transaction ID from your payment'],
  ])('answers a deposit with %s = %o with "%s"', (field, value, message) => {
    expect(firstMessage(depositFormSchema.safeParse({ ...deposit, [field]: value }))).toBe(message);
  });

  it.each([
    ['amount', undefined, 'Minimum withdrawal amount is 500 PKR'],
    ['amount', '600', 'Minimum withdrawal amount is 500 PKR'],
    ['method', null, 'Please select a payment method'],
    ['accountHolderName', undefined, 'Please enter account holder name'],
    ['phone', undefined, 'Please enter a valid phone number'],
    ['phone', null, 'Please enter a valid phone number'],
  ])('answers a withdrawal with %s = %o with "%s"', (field, value, message) => {
    expect(firstMessage(withdrawFormSchema.safeParse({ ...withdrawal, [field]: value }))).toBe(message);
  });

  it('names the largest amount the ledger carries for a deposit past it', () => {
    expect(firstMessage(depositFormSchema.safeParse({ ...deposit, amount: 1e13 }))).toBe('Amount can be at most 1,000,000,000,000 PKR');
  });

  it('refuses a deposit above the largest request, 500,000 PKR by default or the maximum given', () => {
    expect(depositFormSchema.safeParse({ ...deposit, amount: 500_000 }).success).toBe(true);
    expect(firstMessage(depositFormSchema.safeParse({ ...deposit, amount: 1e12 }))).toBe('Maximum deposit amount is 500,000 PKR');
    expect(firstMessage(depositFormSchemaWithMax(2_000).safeParse({ ...deposit, amount: 2_000.01 }))).toBe('Maximum deposit amount is 2,000 PKR');
  });
});
