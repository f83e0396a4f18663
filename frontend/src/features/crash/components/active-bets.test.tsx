import type { ActiveBet } from '@pkr/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { ActiveBets } from './active-bets';

const playerId = '7d3b1f0e-5a7c-4a55-9c1e-1f2d3c4b5a69';
const newcomerId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const zara = { userId: playerId, username: 'zara', avatarColor: 'pink', selectedAccessories: '[]' };
const bet = (id: string, userId: string, username: string): ActiveBet => ({ id, userId, username, amount: 100, status: 'active', cashoutMultiplier: null, autoCashoutAt: null });

describe('the active bets', () => {
  it("shows each player's avatar in their colour beside the bet", async () => {
    stubFetch({ [`/api/avatars?userIds=${playerId}`]: { body: [zara] } });
    renderAt('/crash', <ActiveBets bets={[bet('b1', playerId, 'zara')]} />);
    const avatar = screen.getByRole('img', { name: "zara's avatar" });
    expect(avatar.textContent).toBe('ZA');
    await vi.waitFor(() => expect(avatar.className).toContain('bg-pink-600'));
  });

  it("keeps the avatars it knows while a new bettor's avatar loads", async () => {
    stubFetch({
      [`/api/avatars?userIds=${playerId}`]: { body: [zara] },
      [`/api/avatars?userIds=${newcomerId},${playerId}`]: { body: [zara, { userId: newcomerId, username: 'omar', avatarColor: 'teal', selectedAccessories: '[]' }] },
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { rerender } = render(<ActiveBets bets={[bet('b1', playerId, 'zara')]} />, { wrapper });
    await vi.waitFor(() => expect(screen.getByRole('img', { name: "zara's avatar" }).className).toContain('bg-pink-600'));

    rerender(<ActiveBets bets={[bet('b1', playerId, 'zara'), bet('b2', newcomerId, 'omar')]} />);

    expect(screen.getByRole('img', { name: "zara's avatar" }).className).toContain('bg-pink-600');
    await vi.waitFor(() => expect(screen.getByRole('img', { name: "omar's avatar" }).className).toContain('bg-teal-700'));
  });
});
