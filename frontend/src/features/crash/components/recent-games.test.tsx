import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecentGames } from './recent-games';

describe('the Crash page recent games', () => {
  it('tags a round whose crash point an admin set, and only that one', () => {
    render(
      <RecentGames
        games={[
          { id: 12, crashPoint: 5, adminControlled: true },
          { id: 11, crashPoint: 1.4, adminControlled: false },
        ]}
      />,
    );
    const [adminSet, played] = within(screen.getByRole('region', { name: 'Recent Games' })).getAllByRole('listitem');
    expect(within(adminSet!).getByText('Crash point set by an admin')).toBeTruthy();
    expect(adminSet!.textContent).toContain('5.00x');
    expect(played!.textContent).toBe('#111.40x');
  });
});
