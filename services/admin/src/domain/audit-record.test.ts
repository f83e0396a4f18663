import { AppError } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { doneRecord, failedRecord, moneyActionId, outcomeUnknown, unknownRecord } from './audit-record';

const actor = { sessionId: '7f1c0a36-6a4e-4c38-9a55-0d3c1c1f6a01', adminId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', username: 'sent-name', requestId: 'req-1', ip: '203.0.113.9' };
const admin = { adminId: actor.adminId, username: 'chief' };
const intent = { action: 'adjust-balance', targetType: 'user', targetId: 'u1', targetLabel: 'ali', reason: 'Promotion', before: { balance: 3 } } as const;

describe('audit records', () => {
  it('names the admin as auth knows them, with the request id and address of the call', () => {
    const record = doneRecord(actor, admin, intent, { balance: 253 });
    expect(record).toMatchObject({ adminUsername: 'chief', requestId: 'req-1', clientIp: '203.0.113.9', outcome: 'done', error: null });
    expect([record.before, record.after]).toEqual([{ balance: 3 }, { balance: 253 }]);
  });

  it('records a failed action with nothing after it and the message the admin saw', () => {
    const record = failedRecord(actor, admin, intent, new AppError('INSUFFICIENT_FUNDS', 'Balance cannot go below zero'));
    expect(record).toMatchObject({ outcome: 'failed', after: null, before: { balance: 3 }, error: 'INSUFFICIENT_FUNDS: Balance cannot go below zero' });
    expect(failedRecord(actor, admin, intent, new Error('socket hang up with internals')).error).toBe('INTERNAL: Internal server error');
  });

  it('leaves the outcome open only when the target did not answer in time, keeping the reason', () => {
    const timeout = new AppError('TIMEOUT', 'The service did not answer in time, please try again');
    expect([timeout, new AppError('CONFLICT', 'This request has already been processed'), new Error('bug')].map(outcomeUnknown)).toEqual([true, false, false]);
    expect(unknownRecord(actor, admin, intent, timeout)).toMatchObject({
      outcome: 'unknown',
      before: { balance: 3 },
      after: null,
      error: 'TIMEOUT: The service did not answer in time, please try again',
    });
  });
});

describe('money action ids', () => {
  it('are the same UUID for a repeated request and differ for another request, admin or action', () => {
    const id = moneyActionId(actor.adminId, 'req-1', 'adjust-balance');
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(moneyActionId(actor.adminId, 'req-1', 'adjust-balance')).toBe(id);
    expect(new Set([id, moneyActionId(actor.adminId, 'req-2', 'adjust-balance'), moneyActionId('other', 'req-1', 'adjust-balance'), moneyActionId(actor.adminId, 'req-1', 'game-control')]).size).toBe(4);
  });
});
