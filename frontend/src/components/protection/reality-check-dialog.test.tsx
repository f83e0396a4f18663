import { pakistanTime } from '@pkr/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LiveRealityCheck } from '@/lib/realtime/reality-checks';
import { stubFetch } from '@/testing/fetch-stub';
import { sendLive } from '@/testing/realtime-stub';
import { renderAt } from '@/testing/render';
import { RealityCheckDialog } from './reality-check-dialog';

vi.mock('@/lib/realtime/realtime', () => import('@/testing/realtime-stub'));
const send = sendLive;

const sessionStartedAt = new Date(Date.now() - 65 * 60_000).toISOString();
const check = { type: 'reality_check', minutesPlayed: 65, netResult: -250.5, sessionStartedAt } as const;

function openGame() {
  const stub = stubFetch({ '/api/responsible-play/reality-check/ack': { body: { ok: true } } });
  renderAt(
    '/crash',
    <>
      <LiveRealityCheck />
      <RealityCheckDialog />
    </>,
  );
  return stub;
}

describe('the reality check on a game page', () => {
  it('shows the minutes played, the net result and the session start when the server sends one', async () => {
    openGame();
    expect(screen.queryByRole('dialog')).toBeNull();
    await send(check);

    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(dialog).getByTestId('minutes-played').textContent).toBe('65 minutes');
    expect(within(dialog).getByTestId('net-result').textContent).toBe('-Rs. 250.50');
    expect(within(dialog).getByTestId('session-started').textContent).toBe(pakistanTime(new Date(sessionStartedAt), new Date()));
  });

  it('stays until answered: Escape does not close it', async () => {
    openGame();
    await send(check);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy();
  });

  it('posts the answer on Continue and closes', async () => {
    const { calls } = openGame();
    await send({ ...check, netResult: 1200 });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(dialog).getByTestId('net-result').textContent).toBe('+Rs. 1,200');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.url === '/api/responsible-play/reality-check/ack').map((call) => call.init.method)).toEqual(['POST']);
    expect(screen.queryByText('Other page')).toBeNull();
  });

  it('keeps the check open with the server message when the answer is refused', async () => {
    openGame();
    stubFetch({ '/api/responsible-play/reality-check/ack': { status: 503, body: { message: 'Service temporarily unavailable' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await send(check);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Service temporarily unavailable')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy();
  });

  it('answers too on Stop playing, and leaves the game for the dashboard', async () => {
    const { calls } = openGame();
    await send(check);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop playing' }));
    expect(await screen.findByText('Other page')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/responsible-play/reality-check/ack')).toHaveLength(1);
  });
});
