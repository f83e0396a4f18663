import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { pendingDeposit } from '@/testing/fixtures';
import { renderAt } from '@/testing/render';
import { TransactionsTab } from './transactions-tab';

const reviewUrl = `/api/admin/transactions/${pendingDeposit.id}`;
const pendingWithdrawal = { ...pendingDeposit, id: '7d2e9a41-5c3b-4e6f-8a1d-2b4c6e8f0a13', username: 'bob', type: 'withdrawal', phone: '03001234567' };

const decisionButtons = (name: string) => {
  const request = within(screen.getByRole('listitem', { name }));
  return [request.getByRole('button', { name: 'Approve' }), request.getByRole('button', { name: 'Reject' })] as HTMLButtonElement[];
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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

  it('shows the amount to the paisa, as approving moves exactly it, and the time of day the request was made', async () => {
    const createdAt = new Date(2025, 2, 5, 15, 4).toISOString();
    stubFetch({ '/api/admin/transactions': { body: [{ ...pendingDeposit, amount: 1000.99, createdAt }, { ...pendingWithdrawal, amount: 2500.5 }] } });
    renderAt('/admin', <TransactionsTab />);
    const deposit = within(await screen.findByRole('listitem', { name: 'deposit request by alice' }));
    expect(deposit.getByText('Rs. 1,000.99')).toBeTruthy();
    expect(deposit.getByText('05 Mar 2025 15:04')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'withdrawal request by bob' })).getByText('Rs. 2,500.50')).toBeTruthy();
  });

  it('asks for the requests again when the tab is shown again, instead of offering decisions on old rows', async () => {
    const { calls } = stubFetch({ '/api/admin/transactions': [{ body: [pendingDeposit] }, { body: [] }] });
    const { queryClient, unmount } = renderAt('/admin', <TransactionsTab />);
    await screen.findByRole('listitem', { name: 'deposit request by alice' });
    unmount();

    renderAt('/admin', <TransactionsTab />, queryClient);

    expect(await screen.findByText('No pending transactions')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/admin/transactions')).toHaveLength(2);
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

  it('shows why an approval of an already credited transaction ID was refused, and leaves Reject open on that row', async () => {
    const { calls } = stubFetch({
      '/api/admin/transactions': [{ body: [pendingDeposit] }, { body: [] }],
      [reviewUrl]: [
        { status: 409, body: { message: 'This transaction ID was already approved for another deposit', code: 'CONFLICT' } },
        { body: { ...pendingDeposit, status: 'rejected' } },
      ],
    });
    renderAt('/admin', <TransactionsTab />);
    await screen.findByRole('listitem', { name: 'deposit request by alice' });

    fireEvent.click(decisionButtons('deposit request by alice')[0]!);

    expect(await screen.findByText('Error processing transaction')).toBeTruthy();
    expect(screen.getByText('This transaction ID was already approved for another deposit')).toBeTruthy();
    const [approve, reject] = decisionButtons('deposit request by alice');
    await waitFor(() => expect(reject!.disabled).toBe(false));
    expect(approve!.disabled).toBe(false);

    fireEvent.click(reject!);

    expect(await screen.findByText('Transaction processed')).toBeTruthy();
    expect(calls.filter((call) => call.url === reviewUrl).map((call) => JSON.parse(String(call.init.body)))).toEqual([{ action: 'approve' }, { action: 'reject' }]);
    expect(await screen.findByText('No pending transactions')).toBeTruthy();
  });

  it('keeps each request locked while its own decision is on its way, and a decided one locked for good', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The refreshed list still carries both requests, as a poll answered before the decisions landed would.
    const { fetchStub } = stubFetch({ '/api/admin/transactions': { body: [pendingDeposit, pendingWithdrawal] } });
    const { queryClient } = renderAt('/admin', <TransactionsTab />);
    await screen.findByRole('listitem', { name: 'withdrawal request by bob' });
    const answers: Array<(response: Response) => void> = [];
    fetchStub.mockImplementationOnce(() => new Promise<Response>((resolve) => answers.push(resolve)));
    fetchStub.mockImplementationOnce(() => new Promise<Response>((resolve) => answers.push(resolve)));

    // A double click lands before the locked buttons render; it still sends one decision.
    fireEvent.click(decisionButtons('deposit request by alice')[0]!);
    fireEvent.click(decisionButtons('deposit request by alice')[0]!);
    await waitFor(() => expect(decisionButtons('deposit request by alice').every((button) => button.disabled)).toBe(true));
    fireEvent.click(decisionButtons('withdrawal request by bob')[1]!);
    await waitFor(() => expect(decisionButtons('withdrawal request by bob').every((button) => button.disabled)).toBe(true));
    expect(decisionButtons('deposit request by alice').every((button) => button.disabled)).toBe(true);

    answers[1]!(json({ ...pendingWithdrawal, status: 'rejected' }));
    expect(await screen.findByText('Transaction processed')).toBeTruthy();
    expect(decisionButtons('withdrawal request by bob').every((button) => button.disabled)).toBe(true);
    expect(decisionButtons('deposit request by alice').every((button) => button.disabled)).toBe(true);

    answers[0]!(json({ message: 'Wallet is busy' }, 409));
    expect(await screen.findByText('Wallet is busy')).toBeTruthy();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(decisionButtons('deposit request by alice').some((button) => button.disabled)).toBe(false);
    expect(decisionButtons('withdrawal request by bob').every((button) => button.disabled)).toBe(true);
    expect(fetchStub.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/transactions/'))).toHaveLength(2);
  });
});
