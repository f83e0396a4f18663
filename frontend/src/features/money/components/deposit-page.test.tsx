import { messages, pendingMessages } from '@pkr/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { pendingDeposit } from '@/testing/fixtures';
import { alice, renderAt } from '@/testing/render';
import { DepositPage } from './deposit-page';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Deposit Request' }));

/** The server behind the page: the logged-in user, plus the given answers. */
const stubServer = (routes: Record<string, StubReply | StubReply[]>) => stubFetch({ '/api/user': { body: alice }, ...routes });

function loggedIn() {
  localStorage.setItem('user', JSON.stringify(alice));
  localStorage.setItem('auth_check_time', String(Date.now()));
}


function fillValidDeposit() {
  fireEvent.click(screen.getByRole('button', { name: 'Rs. 1,000' }));
  fireEvent.click(screen.getByLabelText('JazzCash'));
  fill('Account Holder Name', 'Alice Khan');
  fill('Transaction ID', 'TX98765');
}

describe('the deposit page', () => {
  it('shows the balance, the active badge, the support link, the guidance and an empty history', async () => {
    stubServer({ '/api/transactions': { body: [] } });
    loggedIn();
    renderAt('/deposit', <DepositPage />);

    expect(screen.getByTestId('balance').textContent).toBe('Rs. 1,250');
    expect(screen.getByText('Deposit Status: Active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Customer Support on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/923000000000');
    expect(screen.getByRole('heading', { name: 'How to Deposit' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment Information' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Important Note' })).toBeTruthy();
    expect(await screen.findByText('No deposit history found')).toBeTruthy();
    expect((screen.getByLabelText('Transaction ID') as HTMLInputElement).value).toBe('');
  });

  it('shows the contract messages under the fields and sends nothing', async () => {
    const { calls } = stubServer({ '/api/transactions': { body: [] } });
    loggedIn();
    renderAt('/deposit', <DepositPage />);
    fill('Amount (PKR)', '299');
    fill('Account Holder Name', 'Al');
    fill('Transaction ID', 'TX1');

    submit();

    expect(await screen.findByText('Minimum deposit amount is 300 PKR')).toBeTruthy();
    expect(screen.getByText('Please select a payment method')).toBeTruthy();
    expect(screen.getByText('Please enter account holder name')).toBeTruthy();
    expect(screen.getByText('Please enter the transaction ID from your payment')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/deposit')).toHaveLength(0);
  });

  it('moves focus to the first field in error, the payment method, which carries its message', async () => {
    stubServer({ '/api/transactions': { body: [] } });
    loggedIn();
    renderAt('/deposit', <DepositPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Rs. 1,000' }));

    submit();

    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'EasyPaisa', description: 'Please select a payment method' }));
  });

  it('sends the amount as a number, confirms with the toast, refreshes the history and resets the form', async () => {
    const { calls } = stubServer({
      '/api/transactions': [{ body: [] }, { body: [pendingDeposit] }],
      '/api/deposit': { body: pendingDeposit },
    });
    loggedIn();
    renderAt('/deposit', <DepositPage />);
    await screen.findByText('No deposit history found');
    fillValidDeposit();

    submit();

    expect(await screen.findByText('Deposit request submitted')).toBeTruthy();
    expect(screen.getByText('Your deposit request has been submitted for admin approval.')).toBeTruthy();
    const sent = calls.find((call) => call.url === '/api/deposit');
    expect(sent?.init.method).toBe('POST');
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      amount: 1000,
      method: 'jazzcash',
      accountHolderName: 'Alice Khan',
      phone: 'TX98765',
    });
    const history = within(screen.getByRole('region', { name: 'Deposit History' }));
    expect(await history.findByText('Rs. 1,000')).toBeTruthy();
    expect(history.getByText('PENDING')).toBeTruthy();
    expect(history.getByText('05 Mar 2025')).toBeTruthy();
    expect(history.getByText('JazzCash')).toBeTruthy();
    expect(history.getByText('TX98765')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Amount (PKR)') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Transaction ID') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('JazzCash') as HTMLInputElement).checked).toBe(false);
  });

  it('keeps what the player types once the confirmation shows, while the history is still on its way', async () => {
    const { fetchStub } = stubServer({ '/api/transactions': [{ body: [] }, { body: [pendingDeposit] }], '/api/deposit': { body: pendingDeposit } });
    loggedIn();
    renderAt('/deposit', <DepositPage />);
    await screen.findByText('No deposit history found');
    const answered = fetchStub.getMockImplementation()!;
    let answerHistory: () => void = () => {};
    fetchStub.mockImplementation((input, init) =>
      String(input) === '/api/transactions' ? new Promise<Response>((resolve) => (answerHistory = () => resolve(answered(input, init)))) : answered(input, init),
    );
    fillValidDeposit();

    submit();
    await screen.findByText('Deposit request submitted');
    await waitFor(() => expect((screen.getByLabelText('Transaction ID') as HTMLInputElement).value).toBe(''));
    fill('Transaction ID', 'TX55555');
    answerHistory();

    await within(screen.getByRole('region', { name: 'Deposit History' })).findByText('PENDING');
    expect(screen.getByRole('button', { name: 'Submit Deposit Request' }).hasAttribute('disabled')).toBe(false);
    expect((screen.getByLabelText('Transaction ID') as HTMLInputElement).value).toBe('TX55555');
  });

  it("shows 'Deposit failed' with the server's message and keeps the form filled", async () => {
    stubServer({
      '/api/transactions': { body: [] },
      '/api/deposit': { status: 400, body: { message: 'Minimum deposit amount is 300 PKR', code: 'VALIDATION', requestId: 'r' } },
    });
    loggedIn();
    renderAt('/deposit', <DepositPage />);
    fillValidDeposit();

    submit();

    expect(await screen.findByText('Deposit failed')).toBeTruthy();
    expect(screen.getByText('Minimum deposit amount is 300 PKR')).toBeTruthy();
    expect((screen.getByLabelText('Transaction ID') as HTMLInputElement).value).toBe('TX98765');
  });

  it('shows the cap on requests waiting for review as a failure in its own words, never as a request being confirmed', async () => {
    stubServer({
      '/api/transactions': { body: [] },
      '/api/deposit': { status: 429, body: { message: messages.openMoneyRequestsMax, code: 'RATE_LIMITED', requestId: 'r' } },
    });
    loggedIn();
    renderAt('/deposit', <DepositPage />);
    fillValidDeposit();

    submit();

    expect(await screen.findByText('Deposit failed')).toBeTruthy();
    expect(screen.getByText('You already have 5 requests waiting for review. Please wait until one is processed')).toBeTruthy();
    expect(screen.queryByText(pendingMessages.deposit)).toBeNull();
    expect(screen.queryByText('Please try again.')).toBeNull();
    expect((screen.getByLabelText('Transaction ID') as HTMLInputElement).value).toBe('TX98765');
  });

  it('asks again under the same key when the same form is sent again after a failure, and under a new one otherwise', async () => {
    const failed = { status: 503, body: { message: 'Service unavailable' } };
    const { calls } = stubServer({
      '/api/transactions': { body: [] },
      '/api/deposit': [failed, failed, { body: pendingDeposit }, { body: pendingDeposit }],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn();
    renderAt('/deposit', <DepositPage />);
    await screen.findByText('No deposit history found');
    const keys = () => calls.filter((call) => call.url === '/api/deposit').map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']);
    const attempt = async (count: number, outcome: string) => {
      submit();
      await waitFor(() => expect(keys()).toHaveLength(count));
      expect((await screen.findAllByText(outcome)).length).toBeGreaterThan(0);
    };

    fillValidDeposit();
    await attempt(1, 'Deposit failed');
    fill('Transaction ID', 'TX98766');
    await attempt(2, 'Deposit failed');
    await attempt(3, 'Deposit request submitted');
    await waitFor(() => expect((screen.getByLabelText('Transaction ID') as HTMLInputElement).value).toBe(''));
    fillValidDeposit();
    fill('Transaction ID', 'TX98766');
    await attempt(4, 'Deposit request submitted');

    const [first, changed, again, next] = keys();
    expect(changed).not.toBe(first);
    expect(again).toBe(changed);
    expect(next).not.toBe(again);
  });

  it('disables the submit button while the request is on its way, so it is sent once', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchStub } = stubServer({ '/api/transactions': { body: [] } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn();
    renderAt('/deposit', <DepositPage />);
    await screen.findByText('No deposit history found');
    fetchStub.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    fillValidDeposit();

    submit();
    submit();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Deposit Request' }).hasAttribute('disabled')).toBe(true));
    expect(fetchStub.mock.calls.filter(([url]) => url === '/api/deposit')).toHaveLength(1);
    answer(new Response(JSON.stringify({ message: 'Service unavailable' }), { status: 503 }));
    expect(await screen.findByText('Deposit failed')).toBeTruthy();
  });
});
