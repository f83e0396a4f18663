import { exclusionEnd, pakistanTime, protectionMessages, type AdminUser } from '@pkr/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { daysFromNow, freePlay } from '@/testing/responsible-play';
import { UsersTab } from './users-tab';

const excludeUrl = `/api/admin/users/${alice.id}/self-exclusion`;
const inPakistan = (at: string | Date) => `${pakistanTime(new Date(at), new Date())} PKT`;

async function openDialog(player: AdminUser, excludeReply: StubReply, listAfter: AdminUser = player) {
  const stub = stubFetch({ '/api/admin/users': [{ body: [player] }, { body: [listAfter] }], [excludeUrl]: excludeReply });
  renderAt('/admin', <UsersTab />);
  fireEvent.click(await screen.findByRole('button', { name: 'Self-exclude alice' }));
  return { ...stub, dialog: within(await screen.findByRole('dialog')) };
}

describe("the admin's self-exclusion dialog", () => {
  it('says it cannot be lifted or shortened by anyone and that every session ends, then posts the period and reason and refreshes the list', async () => {
    const until = daysFromNow(365);
    const { calls, dialog } = await openDialog({ ...alice, protection: freePlay }, { body: { ...freePlay, selfExcludedUntil: until } }, { ...alice, protection: { ...freePlay, selfExcludedUntil: until } });
    expect(dialog.getByRole('note').textContent).toBe('It cannot be lifted or shortened by anyone, not by the player and not by any admin. Every session of alice ends at once, on every device.');
    const confirm = dialog.getByRole('button', { name: 'Confirm self-exclusion' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    fireEvent.click(dialog.getByRole('button', { name: '1 year' }));
    expect(dialog.getByTestId('exclusion-end').textContent).toBe(`Excluded until ${inPakistan(exclusionEnd('1y', new Date()))}.`);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: ' Asked by phone ' } });
    fireEvent.click(confirm);

    expect(await screen.findByText('Self-exclusion set')).toBeTruthy();
    expect(screen.getByText(`alice is excluded until ${inPakistan(until)}.`)).toBeTruthy();
    const sent = calls.find((call) => call.url === excludeUrl);
    expect(sent?.init.method).toBe('POST');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ period: '1y', reason: 'Asked by phone' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByText('alice').closest('tr')!).getByText(`Self-excluded until ${inPakistan(until)}`)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/admin/users')).toHaveLength(2));
  });

  it("requires a reason, in the contracts' words, and sends nothing without one", async () => {
    const { calls, dialog } = await openDialog({ ...alice, protection: freePlay }, { body: freePlay });
    fireEvent.click(dialog.getByRole('button', { name: '6 months' }));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: '   ' } });

    fireEvent.click(dialog.getByRole('button', { name: 'Confirm self-exclusion' }));

    const shown = dialog.getByText(protectionMessages.exclusionReasonRequired);
    expect(dialog.getByLabelText('Reason').getAttribute('aria-describedby')).toBe(shown.id);
    expect(calls.filter((call) => call.url === excludeUrl)).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Problem gambling' } });
    expect(dialog.queryByText(protectionMessages.exclusionReasonRequired)).toBeNull();
  });

  it("shows the server's message and keeps the dialog open when the exclusion is refused", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { dialog } = await openDialog({ ...alice, protection: freePlay }, { status: 404, body: { message: 'User not found' } });
    fireEvent.click(dialog.getByRole('button', { name: '5 years' }));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Court order' } });

    fireEvent.click(dialog.getByRole('button', { name: 'Confirm self-exclusion' }));

    expect(await screen.findByText('Error setting self-exclusion')).toBeTruthy();
    expect(screen.getByText('User not found')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says until when a player is already excluded, that a longer period extends it, and will not confirm one that ends sooner', async () => {
    const until = daysFromNow(300);
    const { dialog } = await openDialog({ ...alice, protection: { ...freePlay, selfExcludedUntil: until } }, { body: freePlay });
    expect(screen.getByText(`alice is already excluded until ${inPakistan(until)}. A longer period extends it; a shorter one changes nothing.`)).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Confirm self-exclusion' });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Asked again' } });

    fireEvent.click(dialog.getByRole('button', { name: '6 months' }));
    expect(dialog.getByTestId('exclusion-end').textContent).toBe('The exclusion in place ends later, so this period would change nothing.');
    expect(confirm.hasAttribute('disabled')).toBe(true);

    fireEvent.click(dialog.getByRole('button', { name: '1 year' }));
    expect(dialog.getByTestId('exclusion-end').textContent).toBe(`Excluded until ${inPakistan(exclusionEnd('1y', new Date()))}.`);
    expect(confirm.hasAttribute('disabled')).toBe(false);
  });
});
