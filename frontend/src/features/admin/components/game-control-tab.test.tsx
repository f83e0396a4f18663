import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { GameControlTab } from './game-control-tab';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function renderTab(control: StubReply = { body: { message: 'unused', roundNumber: 0 } }, controlEnabled = true) {
  const stub = stubFetch({
    '/api/admin/game/rounds/crash': { body: { currentRound: 41, scheduledCrashPoints: { '45': 3.5 }, controlEnabled } },
    '/api/admin/game/rounds/aviator': { body: { currentRound: 7, scheduledCrashPoints: {}, controlEnabled } },
    '/api/admin/game/control': control,
  });
  renderAt('/admin', <GameControlTab />);
  expect(await screen.findByText('#41')).toBeTruthy();
  const controlCalls = () => stub.calls.filter((call) => call.url === '/api/admin/game/control');
  return { controlCalls };
}

describe('the Game Control tab', () => {
  it('shows the current round and the scheduled crash points', async () => {
    await renderTab();
    expect(screen.getByText('Round #45')).toBeTruthy();
    expect(screen.getByText('3.50x')).toBeTruthy();
  });

  it("refuses a crash point below 1.00 with 'Invalid crash point' and sends nothing", async () => {
    const { controlCalls } = await renderTab();
    fill('Crash Point', '0.99');
    click('Set for Next Round');
    expect(await screen.findByText('Invalid crash point')).toBeTruthy();
    expect(screen.getByText('Crash point must be at least 1.00')).toBeTruthy();
    expect(controlCalls()).toHaveLength(0);
  });

  it('refuses a missing round number and one that is not after the current round', async () => {
    const { controlCalls } = await renderTab();
    fill('Crash Point', '2.5');
    click('Schedule for Round');
    expect(await screen.findByText('Please enter a valid round number')).toBeTruthy();

    fill('Round Number', '41');
    click('Schedule for Round');
    expect(await screen.findByText('Round number must be greater than the current round (41)')).toBeTruthy();
    expect(controlCalls()).toHaveLength(0);
  });

  it("schedules a crash point and shows the server's message as 'Game control set'", async () => {
    const { controlCalls } = await renderTab({ body: { message: 'Crash point 2.50x scheduled for round 50', roundNumber: 50 } });
    fill('Crash Point', '2.5');
    fill('Round Number', '50');
    click('Schedule for Round');

    expect(await screen.findByText('Game control set')).toBeTruthy();
    expect(screen.getByText('Crash point 2.50x scheduled for round 50')).toBeTruthy();
    expect(JSON.parse(String(controlCalls()[0]?.init.body))).toEqual({ gameType: 'crash', crashPoint: 2.5, roundNumber: 50 });
    expect((screen.getByLabelText('Crash Point') as HTMLInputElement).value).toBe('');
  });

  it('sets the next round without naming it, so a round opened since the last poll cannot make it refused', async () => {
    const { controlCalls } = await renderTab({ body: { message: 'Crash point 2.00x set for round 43', roundNumber: 43 } });
    fill('Crash Point', '2');
    click('Set for Next Round');

    expect(await screen.findByText('Crash point 2.00x set for round 43')).toBeTruthy();
    expect(JSON.parse(String(controlCalls()[0]?.init.body))).toEqual({ gameType: 'crash', crashPoint: 2 });
  });

  it('offers nothing to press when the server has Game Control turned off, and says so', async () => {
    const { controlCalls } = await renderTab(undefined, false);
    expect(screen.getByText('Game Control is turned off on this server, so crash points cannot be set.')).toBeTruthy();
    for (const name of ['Set for Next Round', 'Schedule for Round']) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Crash Point') as HTMLInputElement).disabled).toBe(true);
    click('Set for Next Round');
    expect(controlCalls()).toHaveLength(0);
  });

  it("sets the next Aviator round and shows 'Error setting game control' when the server refuses", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { controlCalls } = await renderTab({ status: 403, body: { message: 'Game control is disabled' } });
    fireEvent.change(screen.getByLabelText('Game Type'), { target: { value: 'aviator' } });
    expect(await screen.findByText('#7')).toBeTruthy();
    fill('Crash Point', '1.5');
    click('Set for Next Round');

    expect(await screen.findByText('Error setting game control')).toBeTruthy();
    expect(screen.getByText('Game control is disabled')).toBeTruthy();
    expect(JSON.parse(String(controlCalls()[0]?.init.body))).toEqual({ gameType: 'aviator', crashPoint: 1.5 });
  });
});
