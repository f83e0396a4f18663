import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { GameHistoryTab } from './game-history-tab';

const HISTORY_URL = '/api/admin/games?type=crash&limit=20';
const round = (id: number, crashPoint: number, adminControlled = false) => ({
  id,
  gameType: 'crash',
  startTime: '2025-03-05T10:00:00.000Z',
  crashPoint,
  adminControlled,
  betStats: { total: 5, won: 2, lost: 3 },
});

describe('the Game History tab', () => {
  it('shows the latest rounds with red, neutral and green crash point badges and the admin label', async () => {
    stubFetch({ [HISTORY_URL]: { body: [round(12, 1.2), round(11, 2.5, true), round(10, 4.01)] } });
    renderAt('/admin', <GameHistoryTab />);

    expect((await screen.findByText('1.20x')).className).toContain('text-red-300');
    expect(screen.getByText('2.50x').className).toContain('text-slate-200');
    expect(screen.getByText('4.01x').className).toContain('text-emerald-300');
    expect(screen.getByText('#12')).toBeTruthy();
    expect(screen.getAllByText('Admin Controlled')).toHaveLength(1);
    expect(screen.getAllByText('Won 2')).toHaveLength(3);
  });

  it("says 'No game history found' when no round has finished", async () => {
    stubFetch({ [HISTORY_URL]: { body: [] } });
    renderAt('/admin', <GameHistoryTab />);
    expect(await screen.findByText('No game history found')).toBeTruthy();
  });
});
