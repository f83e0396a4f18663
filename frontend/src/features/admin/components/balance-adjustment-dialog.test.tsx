import { messages } from '@pkr/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { AdminPanel } from './admin-panel';
import { UsersTab } from './users-tab';

const adjustUrl = `/api/admin/users/${alice.id}/balance`;

async function openDialog(adjustReply: StubReply | StubReply[]) {
  const stub = stubFetch({ '/api/admin/users': [{ body: [alice] }, { body: [{ ...alice, balance: 1450.75 }] }], [adjustUrl]: adjustReply });
  renderAt('/admin', <UsersTab />);
  fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance of alice' }));
  return { ...stub, dialog: within(await screen.findByRole('dialog')) };
}

describe('the balance adjustment dialog', () => {
  it('steps by 100, reads non-numbers as 0, previews current plus adjustment, and needs a reason', async () => {
    const { dialog } = await openDialog({ body: {} });
    const amount = dialog.getByLabelText('Amount (PKR)');
    const confirm = dialog.getByRole('button', { name: 'Confirm Adjustment' });
    expect(dialog.getByTestId('new-balance').textContent).toBe('Rs. 1,250');

    fireEvent.click(dialog.getByRole('button', { name: 'Increase by 100' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Increase by 100' }));
    expect((amount as HTMLInputElement).value).toBe('200');
    expect(dialog.getByTestId('new-balance').textContent).toBe('Rs. 1,450');

    fireEvent.change(amount, { target: { value: 'abc' } });
    expect(dialog.getByTestId('new-balance').textContent).toBe('Rs. 1,250');
    fireEvent.click(dialog.getByRole('button', { name: 'Decrease by 100' }));
    expect((amount as HTMLInputElement).value).toBe('-100');
    expect(dialog.getByTestId('new-balance').textContent).toBe('Rs. 1,150');

    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: '   ' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Refund' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
  });

  it("says under the amount why more than 10,000,000 PKR either way cannot be confirmed, in the contracts' words", async () => {
    const { dialog } = await openDialog({ body: {} });
    const amount = dialog.getByLabelText('Amount (PKR)');
    const confirm = dialog.getByRole('button', { name: 'Confirm Adjustment' });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Prize' } });
    expect(dialog.queryByText(messages.balanceAdjustmentMax)).toBeNull();

    for (const over of ['10000001', '-10000001']) {
      fireEvent.change(amount, { target: { value: over } });
      const shown = dialog.getByText(messages.balanceAdjustmentMax);
      expect(shown.textContent).toBe('An adjustment can add or deduct at most 10,000,000 PKR');
      expect(amount.getAttribute('aria-describedby')).toBe(shown.id);
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(confirm.hasAttribute('disabled')).toBe(true);
    }

    for (const most of ['10000000', '-10000000']) {
      fireEvent.change(amount, { target: { value: most } });
      expect(dialog.queryByText(messages.balanceAdjustmentMax)).toBeNull();
      expect(amount.hasAttribute('aria-invalid')).toBe(false);
      expect(confirm.hasAttribute('disabled')).toBe(false);
    }
  });

  it('sends {amount, reason}, confirms with the toast, reloads the list, closes and resets', async () => {
    const { calls, dialog } = await openDialog({ body: { userId: alice.id, balanceBefore: 1250.75, balance: 1450.75 } });
    fireEvent.change(dialog.getByLabelText('Amount (PKR)'), { target: { value: '200' } });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Bonus' } });

    fireEvent.click(dialog.getByRole('button', { name: 'Confirm Adjustment' }));

    expect(await screen.findByText('Balance adjusted')).toBeTruthy();
    expect(screen.getByText('User balance has been successfully adjusted.')).toBeTruthy();
    const sent = calls.find((call) => call.url === adjustUrl);
    expect(sent?.init.method).toBe('POST');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ amount: 200, reason: 'Bonus' });
    expect(await screen.findByText('Rs. 1,450')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance of alice' }));
    const reopened = within(await screen.findByRole('dialog'));
    expect((reopened.getByLabelText('Amount (PKR)') as HTMLInputElement).value).toBe('0');
    expect((reopened.getByLabelText('Reason') as HTMLInputElement).value).toBe('');
  });

  it("shows 'Error adjusting balance' with the server's message and keeps the dialog open", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { dialog } = await openDialog({ status: 400, body: { message: 'Adjustment would take the balance below zero' } });
    fireEvent.change(dialog.getByLabelText('Amount (PKR)'), { target: { value: '-5000' } });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Chargeback' } });

    fireEvent.click(dialog.getByRole('button', { name: 'Confirm Adjustment' }));

    expect(await screen.findByText('Error adjusting balance')).toBeTruthy();
    expect(screen.getByText('Adjustment would take the balance below zero')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('confirms again after a lost answer under the same idempotency key, so the adjustment is made once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, dialog } = await openDialog([{ status: 504, body: { message: 'The service did not answer in time' } }, { body: { userId: alice.id, balanceBefore: 1250.75, balance: 1450.75 } }]);
    fireEvent.change(dialog.getByLabelText('Amount (PKR)'), { target: { value: '200' } });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Bonus' } });

    fireEvent.click(dialog.getByRole('button', { name: 'Confirm Adjustment' }));
    expect(await screen.findByText('Error adjusting balance')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm Adjustment' }));
    expect(await screen.findByText('Balance adjusted')).toBeTruthy();

    const keys = calls.filter((call) => call.url === adjustUrl).map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/.{8,}/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('confirms again under the same key after a lost answer, even when the row was unmounted by a tab switch in between', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = stubFetch({
      '/api/admin/users': { body: [alice] },
      '/api/user': { body: alice },
      '/api/admin/transactions': { body: [] },
      [adjustUrl]: [{ status: 504, body: { message: 'The service did not answer in time' } }, { body: { userId: alice.id, balanceBefore: 1250.75, balance: 1550.75 } }],
    });
    renderAt('/admin', <AdminPanel />);
    const confirmAdjustment = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance of alice' }));
      const dialog = within(await screen.findByRole('dialog'));
      fireEvent.change(dialog.getByLabelText('Amount (PKR)'), { target: { value: '300' } });
      fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Prize' } });
      fireEvent.click(dialog.getByRole('button', { name: 'Confirm Adjustment' }));
    };

    await confirmAdjustment();
    expect(await screen.findByText('Error adjusting balance')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText('No pending transactions')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Users' }));
    await confirmAdjustment();
    expect(await screen.findByText('Balance adjusted')).toBeTruthy();

    const keys = calls.filter((call) => call.url === adjustUrl).map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
