import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { pendingDeposit } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { TransactionsTab } from './transactions-tab';

const reviewUrl = `/api/admin/transactions/${pendingDeposit.id}`;

describe('the Transactions tab', () => {
  it('shows a pending request, approves it with {action: approve}, confirms and refreshes the list', async () => {
    const { calls } = stubFetch({
      '/api/admin/transactions': [{ body: [pendingDeposit] }, { body: [] }],
      [reviewUrl]: { body: { ...pendingDeposit, status: 'completed' } },
    });
    renderAt('/admin', <TransactionsTab />);
    const request = within(await screen.findByRole('listitem', { name: 'deposit request by alice' }));
    expect(request.getByText('Rs. 1,000')).toBeTruthy();
    expect(request.getByText('JazzCash')).toBeTruthy();
    expect(request.getByText('TX98765')).toBeTruthy();
    expect(request.getByText('Alice Khan')).toBeTruthy();

    fireEvent.click(request.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Transaction processed')).toBeTruthy();
    expect(screen.getByText('The transaction has been successfully processed.')).toBeTruthy();
    const sent = calls.find((call) => call.url === reviewUrl);
    expect(sent?.init.method).toBe('POST');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ action: 'approve' });
    expect(await screen.findByText('No pending transactions')).toBeTruthy();
  });

  it("rejects with {action: reject} and shows 'Error processing transaction' with the server's message", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls } = stubFetch({
      '/api/admin/transactions': { body: [pendingDeposit] },
      [reviewUrl]: { status: 409, body: { message: 'Transaction is already processed' } },
    });
    renderAt('/admin', <TransactionsTab />);

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Error processing transaction')).toBeTruthy();
    expect(screen.getByText('Transaction is already processed')).toBeTruthy();
    expect(JSON.parse(String(calls.find((call) => call.url === reviewUrl)?.init.body))).toEqual({ action: 'reject' });
  });
});
