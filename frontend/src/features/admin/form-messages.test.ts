import {
  adminChatMuteFormSchema,
  adminLoginFormSchema,
  adminSelfExclusionFormSchema,
  balanceAdjustmentSchema,
  crashPointSchema,
  limits,
  roundNumberSchema,
} from '@pkr/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { i18next } from '@/i18n';
import { formMessage } from '@/lib/form-message';

const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** Every message the panel's forms can show, as the contracts' schemas word it. */
const panelMessages = [
  ...messagesOf(adminLoginFormSchema, { username: '', password: '' }),
  ...messagesOf(adminLoginFormSchema, { username: 'u'.repeat(limits.usernameMax + 1), password: 'p'.repeat(limits.passwordMax + 1) }),
  ...messagesOf(crashPointSchema, 0.5),
  ...messagesOf(crashPointSchema, limits.crashPointMax + 1),
  ...messagesOf(crashPointSchema, 1.234),
  ...messagesOf(roundNumberSchema, 1.5),
  ...messagesOf(balanceAdjustmentSchema, { amount: 1.5, reason: '' }),
  ...messagesOf(balanceAdjustmentSchema, { amount: 0, reason: 'r'.repeat(limits.reasonMax + 1) }),
  ...messagesOf(balanceAdjustmentSchema, { amount: limits.balanceAdjustmentMaxPkr + 1, reason: 'ok' }),
  ...messagesOf(adminSelfExclusionFormSchema, { period: '1y', reason: ' ' }),
  ...messagesOf(adminChatMuteFormSchema, { duration: '1h', reason: '' }),
  ...messagesOf(adminChatMuteFormSchema, { duration: '1h', reason: 'r'.repeat(501) }),
];

describe('the form messages of the admin panel', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('are each held in the catalogue, in English word for word and in Urdu', async () => {
    expect(panelMessages.length).toBeGreaterThanOrEqual(15);
    expect(panelMessages.map((message) => formMessage(message))).toEqual(panelMessages);

    await i18next.changeLanguage('ur');
    for (const message of panelMessages) expect(formMessage(message)).not.toBe(message);
  });

  it('shows a message the catalogue does not hold as it comes', () => {
    expect(formMessage('Something new')).toBe('Something new');
    expect(formMessage(undefined)).toBeUndefined();
  });
});
