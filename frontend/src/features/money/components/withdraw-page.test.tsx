import { messages, pendingMessages, type PublicUser, type Transaction } from '@pkr/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { WithdrawPage } from './withdraw-page';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Withdrawal Request' }));
const fillFiveHundredByEasyPaisa = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Rs. 500' }));
  fireEvent.click(screen.getByLabelText('EasyPaisa'));
  fill('Account Holder Name', 'Alice Khan');
};
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const player: PublicUser = { ...alice, phone: '03001234567' };

/** The server behind the page: the logged-in user, plus the given answers. */
const stubServer = (routes: Record<string, StubReply | StubReply[]>, user = player) =>
  stubFetch({ '/api/user': { body: user }, ...routes });

/** Checked a minute ago, as when the player comes from another screen: the page asks the server for the balance. */
function loggedIn(user = player) {
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('auth_check_time', String(Date.now() - 60_000));
}

const rejectedWithdrawal: Transaction = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  userId: alice.id,
  username: 'alice',
  type: 'withdraw',
  amount: 500,
  method: 'easypaisa',
  phone: '03001234567',
  accountHolderName: 'Alice Khan',
  status: 'rejected',
  createdAt: '2025-09-14T08:30:00.000Z',
  reviewedAt: '2025-09-15T08:30:00.000Z',
};
const deposit: Transaction = { ...rejectedWithdrawal, id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', type: 'deposit', amount: 700 };

describe('the withdraw page', () => {
  it("reads 'No withdrawal history found' when the player has only deposits", async () => {
    stubServer({ '/api/transactions': { body: [deposit] } });
    loggedIn();
    renderAt('/withdraw', <WithdrawPage />);

    expect(await screen.findByText('No withdrawal history found')).toBeTruthy();
    expect(screen.queryByText('Rs. 700')).toBeNull();
    expect(screen.getByTestId('balance').textContent).toBe('Rs. 1,250');
    expect(screen.getByText('An admin verifies it within 24-48 hours.')).toBeTruthy();
    expect(screen.getByText('The minimum withdrawal is 500 PKR.')).toBeTruthy();
  });

  it('lists withdrawals with the amount, date, upper-case status, method and phone', async () => {
    stubServer({ '/api/transactions': { body: [deposit, rejectedWithdrawal] } });
    loggedIn();
    renderAt('/withdraw', <WithdrawPage />);

    const history = within(screen.getByRole('region', { name: 'Withdrawal History' }));
    expect(await history.findByText('REJECTED')).toBeTruthy();
    expect(history.getByText('Rs. 500')).toBeTruthy();
    expect(history.getByText('14 Sep 2025')).toBeTruthy();
    expect(history.getByText('EasyPaisa')).toBeTruthy();
    expect(history.getByText('03001234567')).toBeTruthy();
  });

  it("pre-fills the phone, and 'All' fills the balance the server reports", async () => {
    stubServer({ '/api/transactions': { body: [] } }, { ...player, balance: 980.5 });
    loggedIn();
    renderAt('/withdraw', <WithdrawPage />);

    expect(valueOf('Phone Number')).toBe('03001234567');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('Rs. 980'));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(valueOf('Amount (PKR)')).toBe('980.5');
    fireEvent.click(screen.getByRole('button', { name: 'Rs. 5,000' }));
    expect(valueOf('Amount (PKR)')).toBe('5000');
  });

  it('shows the contract messages under the fields', async () => {
    const shortPhone = { ...player, phone: '0300' };
    stubServer({ '/api/transactions': { body: [] } }, shortPhone);
    loggedIn(shortPhone);
    renderAt('/withdraw', <WithdrawPage />);
    fill('Amount (PKR)', '499');
    fill('Account Holder Name', ' Al ');

    submit();

    expect(await screen.findByText('Minimum withdrawal amount is 500 PKR')).toBeTruthy();
    expect(screen.getByText('Please select a payment method')).toBeTruthy();
    expect(screen.getByText('Please enter account holder name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();

    fill('Amount (PKR)', '500');
    expect(screen.queryByText('Minimum withdrawal amount is 500 PKR')).toBeNull();
  });

  it('moves focus to the first field in error, the amount, which carries its message', async () => {
    stubServer({ '/api/transactions': { body: [] } });
    loggedIn();
    renderAt('/withdraw', <WithdrawPage />);
    fill('Amount (PKR)', '499');

    submit();

    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Amount (PKR)', description: 'Minimum withdrawal amount is 500 PKR' }));
  });

  it('sends the request and confirms it with the toast', async () => {
    const { calls } = stubServer({
      '/api/transactions': { body: [] },
      '/api/withdraw': { body: { ...rejectedWithdrawal, status: 'pending' } },
      '/api/user': [{ body: player }, { body: { ...player, balance: 750.75 } }],
    });
    loggedIn();
    renderAt('/withdraw', <WithdrawPage />);
    fillFiveHundredByEasyPaisa();

    submit();

    expect(await screen.findByText('Withdrawal request submitted')).toBeTruthy();
    const sent = calls.find((call) => call.url === '/api/withdraw');
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      amount: 500,
      method: 'easypaisa',
      accountHolderName: 'Alice Khan',
      phone: '03001234567',
    });
    // The amount is held at once: the refreshed user shows the lower balance.
    expect(await screen.findByText('Rs. 750')).toBeTruthy();
  });

  it("shows 'Withdrawal failed' with the server's message", async () => {
    stubServer({
      '/api/transactions': { body: [] },
      '/api/withdraw': { status: 400, body: { message: 'Insufficient balance for this withdrawal', code: 'INSUFFICIENT_FUNDS', requestId: 'r' } },
    });
    loggedIn();
    renderAt('/withdraw', <WithdrawPage />);
    fill('Amount (PKR)', '5000');
    fireEvent.click(screen.getByLabelText('JazzCash'));
    fill('Account Holder Name', 'Alice Khan');

    submit();

    expect(await screen.findByText('Withdrawal failed')).toBeTruthy();
    expect(screen.getByText('Insufficient balance for this withdrawal')).toBeTruthy();
  });

  it('shows the cap on requests waiting for review as a failure in its own words, never as a request being confirmed', async () => {
    stubServer({
      '/api/transactions': { body: [] },
      '/api/withdraw': { status: 429, body: { message: messages.openMoneyRequestsMax, code: 'RATE_LIMITED', requestId: 'r' } },
    });
    loggedIn();
    renderAt('/withdraw', <WithdrawPage />);
    fillFiveHundredByEasyPaisa();

    submit();

    expect(await screen.findByText('Withdrawal failed')).toBeTruthy();
    expect(screen.getByText('You already have 5 requests waiting for review. Please wait until one is processed')).toBeTruthy();
    expect(screen.queryByText(pendingMessages.withdraw)).toBeNull();
    expect(screen.queryByText('Please try again.')).toBeNull();
  });
});
