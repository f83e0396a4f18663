import { exclusionEnd, pakistanTime, protectionMessages, type ResponsiblePlay } from '@pkr/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { daysFromNow, freePlay } from '@/testing/responsible-play';
import { ResponsiblePlayPage } from './responsible-play-page';

const history = { changes: [] };

/** The server behind the page: the player's state first, then the given answers. */
function openPage(state: ResponsiblePlay, routes: Record<string, StubReply | StubReply[]> = {}) {
  localStorage.setItem('user', JSON.stringify(alice));
  const stub = stubFetch({
    '/api/user': { body: alice },
    '/api/responsible-play': { body: state },
    '/api/responsible-play/history': { body: history },
    ...routes,
  });
  renderAt('/responsible-play', <ResponsiblePlayPage />);
  return stub;
}

const bodyOf = (calls: { url: string; init: RequestInit }[], url: string) =>
  calls.filter((call) => call.url === url).map((call) => ({ method: call.init.method, body: call.init.body ? JSON.parse(String(call.init.body)) : undefined }));

describe('the Responsible Play page', () => {
  it('sets a first daily deposit limit, which holds at once', async () => {
    const { calls } = openPage(freePlay, {
      '/api/responsible-play/limits': { body: { ...freePlay, depositLimits: { ...freePlay.depositLimits, daily: 1000 } } },
    });
    expect(await screen.findByTestId('depositDaily-current')).toHaveProperty('textContent', 'No limit');

    const form = screen.getByRole('form', { name: 'Daily deposit limit' });
    fireEvent.change(within(form).getByLabelText('New daily deposit limit (PKR)'), { target: { value: '1000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set limit' }));

    await waitFor(() => expect(screen.getByTestId('depositDaily-current').textContent).toBe('Rs. 1,000'));
    expect(bodyOf(calls, '/api/responsible-play/limits')).toEqual([{ method: 'PUT', body: { depositLimits: { daily: 1000 } } }]);
    expect(await screen.findByText('It holds from now.')).toBeTruthy();
  });

  it('refuses a limit of 0 with the shared message, without asking the server', async () => {
    const { calls } = openPage(freePlay);
    const form = await screen.findByRole('form', { name: 'Daily loss limit' });
    fireEvent.change(within(form).getByLabelText('New daily loss limit (PKR)'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set limit' }));

    expect(await within(form).findByText(protectionMessages.limitPositive)).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/responsible-play/limits')).toBe(false);
  });

  it('shows a raise as waiting, with when it holds, and cancels it', async () => {
    const effectiveAt = daysFromNow(1);
    const limited = { ...freePlay, depositLimits: { ...freePlay.depositLimits, daily: 1000 } };
    const raising = { ...limited, pendingIncreases: [{ kind: 'depositDaily' as const, amount: 2000, effectiveAt }] };
    const { calls } = openPage(raising, { '/api/responsible-play/limits/pending/depositDaily': { body: limited } });

    const pending = await screen.findByTestId('depositDaily-pending');
    expect(pending.textContent).toBe(`Raise to Rs. 2,000 waiting: holds from ${pakistanTime(new Date(effectiveAt), new Date())}`);
    expect(screen.getByTestId('depositDaily-current').textContent).toBe('Rs. 1,000');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the waiting change of the daily deposit limit' }));
    await waitFor(() => expect(screen.queryByTestId('depositDaily-pending')).toBeNull());
    expect(bodyOf(calls, '/api/responsible-play/limits/pending/depositDaily')).toEqual([{ method: 'DELETE', body: undefined }]);
  });

  it("shows the server's refusal of a change in its own words", async () => {
    openPage(freePlay, { '/api/responsible-play/limits': { status: 400, body: { message: protectionMessages.limitPositive } } });
    const form = await screen.findByRole('form', { name: 'Weekly deposit limit' });
    fireEvent.change(within(form).getByLabelText('New weekly deposit limit (PKR)'), { target: { value: '500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Limit not changed')).toBeTruthy();
    expect(screen.getByText(protectionMessages.limitPositive)).toBeTruthy();
  });

  it('shows a break with its end in place of the break choices', async () => {
    const breakUntil = daysFromNow(7);
    openPage({ ...freePlay, breakUntil });
    const state = await screen.findByTestId('break-state');
    expect(state.textContent).toBe(protectionMessages.onBreak(new Date(breakUntil), new Date()));
    expect(screen.queryByRole('button', { name: '7 days' })).toBeNull();
  });

  it('takes a 7-day break', async () => {
    const breakUntil = daysFromNow(7);
    const { calls } = openPage(freePlay, { '/api/responsible-play/break': { body: { ...freePlay, breakUntil } } });
    fireEvent.click(await screen.findByRole('button', { name: '7 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start a 7-day break' }));
    expect((await screen.findByTestId('break-state')).textContent).toBe(protectionMessages.onBreak(new Date(breakUntil), new Date()));
    expect(bodyOf(calls, '/api/responsible-play/break')).toEqual([{ method: 'POST', body: { period: '7d' } }]);
  });

  it('asks before a self-exclusion, saying what it does and that nobody can undo it, then logs the player out', async () => {
    // The dialog names the end to the minute from its own clock: a clock that stands still keeps a minute turning
    // between its render and this test's reading of the end from giving two different ends.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const selfExcludedUntil = exclusionEnd('1y', new Date()).toISOString();
    const { calls } = openPage(freePlay, { '/api/responsible-play/self-exclusion': { body: { ...freePlay, selfExcludedUntil } } });
    fireEvent.click(await screen.findByRole('button', { name: '1 year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exclude myself for 1 year' }));

    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself for 1 year?' });
    const end = pakistanTime(exclusionEnd('1y', new Date()), new Date());
    expect(within(dialog).getByText(`It starts now and lasts until ${end}.`)).toBeTruthy();
    const terms = [...within(dialog).getByTestId('exclusion-terms').querySelectorAll('li')].map((item) => item.textContent);
    expect(terms).toEqual([
      'Every session you have open ends at once, on every device, and you are logged out.',
      'Betting, deposits and purchases are closed until the end.',
      'Withdrawals stay open: you can log in to see your balance and take your money out.',
      'It cannot be undone or shortened by anyone: not by you, and not by our staff.',
    ]);
    expect(calls.some((call) => call.url === '/api/responsible-play/self-exclusion')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: `Exclude me until ${end}` }));
    expect(await screen.findByText('Other page')).toBeTruthy();
    expect(bodyOf(calls, '/api/responsible-play/self-exclusion')).toEqual([{ method: 'POST', body: { period: '1y' } }]);
    expect(screen.getByText('You are self-excluded')).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the exclusion when the player steps back from the dialog', async () => {
    const { calls } = openPage(freePlay);
    fireEvent.click(await screen.findByRole('button', { name: '6 months' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exclude myself for 6 months' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url === '/api/responsible-play/self-exclusion')).toBe(false);
  });

  it('sets the reality-check interval within 15 to 120 minutes', async () => {
    const { calls } = openPage(freePlay, { '/api/responsible-play/reality-check': { body: { ...freePlay, realityCheckMinutes: 30 } } });
    const form = await screen.findByRole('form', { name: 'Reality check interval' });
    fireEvent.change(within(form).getByLabelText('New interval (minutes)'), { target: { value: '121' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save interval' }));
    expect(await within(form).findByText(protectionMessages.realityCheckMinutes)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('New interval (minutes)'), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save interval' }));
    await waitFor(() => expect(screen.getByTestId('reality-check-state').textContent).toBe('Every 30 minutes of play'));
    expect(bodyOf(calls, '/api/responsible-play/reality-check')).toEqual([{ method: 'PUT', body: { minutes: 30 } }]);
  });

  it('lists the history of changes and says where to get help', async () => {
    const at = new Date().toISOString();
    localStorage.setItem('user', JSON.stringify(alice));
    stubFetch({
      '/api/responsible-play': { body: freePlay },
      '/api/responsible-play/history': {
        body: {
          changes: [
            { at, change: 'limit-increase-requested', kind: 'lossDaily', amount: 5000, until: null, minutes: null, by: 'player' },
            { at, change: 'limit-set', kind: 'depositMonthly', amount: 20000, until: null, minutes: null, by: 'player' },
            { at, change: 'reality-check', kind: null, amount: null, until: null, minutes: 45, by: 'player' },
          ],
        },
      },
    });
    renderAt('/responsible-play', <ResponsiblePlayPage />);
    const list = await screen.findByRole('list', { name: 'Changes' });
    expect([...list.querySelectorAll('li > span')].map((item) => item.textContent)).toEqual([
      'Daily loss limit: raise to Rs. 5,000 asked for, waiting 24 hours',
      'Monthly deposit limit set to Rs. 20,000',
      'Reality check every 45 minutes',
    ]);
    const help = screen.getByRole('region', { name: 'Need help?' });
    expect(within(help).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(within(help).getByText(/talk to someone you trust/)).toBeTruthy();
  });
});
