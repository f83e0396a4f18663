import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { ActiveBets } from './active-bets';

const playerId = '7d3b1f0e-5a7c-4a55-9c1e-1f2d3c4b5a69';

describe('the active bets', () => {
  it("shows each player's avatar in their colour beside the bet", async () => {
    stubFetch({ [`/api/avatars?userIds=${playerId}`]: { body: [{ userId: playerId, username: 'zara', avatarColor: 'pink', selectedAccessories: '[]' }] } });
    renderAt(
      '/crash',
      <ActiveBets bets={[{ id: 'b1', userId: playerId, username: 'zara', amount: 100, status: 'active', cashoutMultiplier: null, autoCashoutAt: null }]} />,
    );
    const avatar = screen.getByRole('img', { name: "zara's avatar" });
    expect(avatar.textContent).toBe('ZA');
    await vi.waitFor(() => expect(avatar.className).toContain('bg-pink-600'));
  });
});
