import type { AuditEntry, PublicUser } from '@pkr/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { AuditTab } from './audit-tab';

const boss: PublicUser = { ...alice, id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', username: 'boss', isAdmin: true };

const entry = (seq: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  seq,
  at: '2026-03-05T10:00:07.000Z',
  adminId: boss.id,
  adminUsername: 'boss',
  action: 'adjust-balance',
  targetType: 'user',
  targetId: alice.id,
  targetLabel: 'alice',
  reason: 'Tournament prize',
  before: { balance: 3 },
  after: { balance: 253 },
  outcome: 'done',
  error: null,
  requestId: `req-${seq}`,
  clientIp: '203.0.113.9',
  ...overrides,
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const pagingButtons = () => ['Newer', 'Older'].map((name) => screen.getByRole('button', { name }) as HTMLButtonElement);

describe('the Audit tab', () => {
  it('shows who, what, when, why and before -> after, and a failed action with its refusal', async () => {
    stubFetch({
      '/api/admin/users': { body: [alice, boss] },
      '/api/admin/audit?limit=20': {
        body: {
          entries: [entry(2), entry(1, { action: 'approve-transaction', targetLabel: 'deposit of Rs. 500 by alice', reason: '', before: { status: 'pending' }, after: null, outcome: 'failed', error: 'CONFLICT: This request has already been processed' })],
          nextBefore: null,
        },
      },
    });
    renderAt('/admin', <AuditTab />);
    const adjusted = await screen.findByRole('listitem', { name: 'Balance adjustment by boss' });
    expect(within(adjusted).getByText('Done')).toBeTruthy();
    expect(within(adjusted).getByText('2026-03-05 10:00:07 UTC')).toBeTruthy();
    expect(within(adjusted).getByText('Reason: Tournament prize')).toBeTruthy();
    expect(within(adjusted).getByText('Balance: Rs. 3 → Rs. 253')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Transaction approved by boss' })).getByText('Status: pending (unchanged)')).toBeTruthy();
    const approved = screen.getByRole('listitem', { name: 'Transaction approved by boss' });
    expect(within(approved).getByText('Failed')).toBeTruthy();
    expect(within(approved).getByText('CONFLICT: This request has already been processed')).toBeTruthy();
    expect(within(approved).getByText('deposit of Rs. 500 by alice')).toBeTruthy();
  });

  it('filters by admin and action and pages Older and Newer', async () => {
    const { calls } = stubFetch({
      '/api/admin/users': { body: [alice, boss] },
      '/api/admin/audit?limit=20': { body: { entries: [entry(40)], nextBefore: 40 } },
      '/api/admin/audit?limit=20&before=40': { body: { entries: [entry(12, { reason: 'older one' })], nextBefore: null } },
      [`/api/admin/audit?limit=20&adminId=${boss.id}&action=adjust-balance`]: { body: { entries: [], nextBefore: null } },
    });
    renderAt('/admin', <AuditTab />);
    await screen.findByText('req-40', { exact: false });
    expect(screen.getByRole('button', { name: 'Newer' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Reason: older one')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('req-40', { exact: false });

    await within(screen.getByLabelText('Filter by admin')).findByText('boss');
    fireEvent.change(screen.getByLabelText('Filter by admin'), { target: { value: boss.id } });
    fireEvent.change(screen.getByLabelText('Filter by action'), { target: { value: 'adjust-balance' } });
    expect(await screen.findByText('No audit entries found')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(`/api/admin/audit?limit=20&adminId=${boss.id}&action=adjust-balance`);
  });

  it('marks the rows shown while the next page loads, and pages from them no further', async () => {
    const { fetchStub } = stubFetch({
      '/api/admin/users': { body: [alice, boss] },
      '/api/admin/audit?limit=20': { body: { entries: [entry(40)], nextBefore: 40 } },
    });
    renderAt('/admin', <AuditTab />);
    await screen.findByText('req-40', { exact: false });
    await within(screen.getByLabelText('Filter by admin')).findByText('boss');
    let answer: (response: Response) => void = () => {};
    fetchStub.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('req-40', { exact: false })).toBeTruthy();
    expect(pagingButtons().every((button) => button.disabled)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));

    answer(json({ entries: [entry(12, { reason: 'older one' })], nextBefore: 11 }));
    expect(await screen.findByText('Reason: older one')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchStub.mock.calls.filter(([url]) => String(url).includes('before='))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('req-40', { exact: false })).toBeTruthy();
  });

  it('marks the old rows as loading while a changed filter loads', async () => {
    const { fetchStub } = stubFetch({
      '/api/admin/users': { body: [alice, boss] },
      '/api/admin/audit?limit=20': { body: { entries: [entry(40)], nextBefore: 40 } },
    });
    renderAt('/admin', <AuditTab />);
    await screen.findByText('req-40', { exact: false });
    let answer: (response: Response) => void = () => {};
    fetchStub.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));

    fireEvent.change(screen.getByLabelText('Filter by action'), { target: { value: 'login' } });
    expect((await screen.findByRole('status')).textContent).toContain('Loading the audit log...');
    expect(pagingButtons().every((button) => button.disabled)).toBe(true);

    answer(json({ entries: [entry(7, { action: 'login', reason: '' })], nextBefore: null }));
    expect(await screen.findByRole('listitem', { name: 'Login by boss' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
