import type { AuditEntry } from '@pkr/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditEntryItem } from './audit-entry-item';

const unanswered: AuditEntry = {
  seq: 7,
  at: '2026-03-05T10:00:07.000Z',
  adminId: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  adminUsername: 'boss',
  action: 'approve-transaction',
  targetType: 'transaction',
  targetId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  targetLabel: 'deposit of Rs. 500 by alice',
  reason: '',
  before: { status: 'pending' },
  after: null,
  outcome: 'unknown',
  error: 'TIMEOUT: The service did not answer in time, please try again',
  requestId: 'req-7',
  clientIp: '203.0.113.9',
};

describe('an audit entry', () => {
  it('labels an action whose target did not answer in time as of unknown outcome, not as failed', () => {
    render(
      <ul>
        <AuditEntryItem entry={unanswered} />
      </ul>,
    );
    expect(screen.getByText('Outcome unknown')).toBeTruthy();
    expect(screen.queryByText('Failed')).toBeNull();
    expect(screen.getByText('Status: pending → ?')).toBeTruthy();
    expect(screen.queryByText(/unchanged/)).toBeNull();
    expect(screen.getByText('TIMEOUT: The service did not answer in time, please try again')).toBeTruthy();
  });
});
