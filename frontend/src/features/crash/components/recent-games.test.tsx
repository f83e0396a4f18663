import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chainOf, formula, roundReveal, vectors } from '@/testing/fairness';
import { stubFetch } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { RecentGames } from './recent-games';

// The third round of the vectors crashed at 5.39x under the 6.00x cap.
const round = vectors.rounds[2]!;
const played = { id: round.round, crashPoint: round.crashPointCap6, adminControlled: false };

function openStrip() {
  stubFetch({ '/api/fairness/crash': { body: chainOf('crash') }, [`/api/fairness/crash/rounds/${round.round}`]: { body: roundReveal(2) } });
  renderAt('/crash', <RecentGames games={[played]} />);
  return screen.getByRole('button', { name: 'Verify round 3, crashed at 5.39x' });
}

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

  it('opens a tapped round in a dialog with its hash, salt, edge, cap and formula, recomputed to the crash point played', async () => {
    fireEvent.click(openStrip());

    const dialog = within(await screen.findByRole('dialog', { name: 'Verify round 3' }));
    expect(await dialog.findByText('Match: the crash point played is the one the hash gives.')).toBeTruthy();
    expect(dialog.getByText('Crash point recomputed').nextElementSibling?.textContent).toBe('5.39x');
    expect(dialog.getByText('Crash point played').nextElementSibling?.textContent).toBe('5.39x');
    expect(dialog.getByText(round.hash)).toBeTruthy();
    expect(dialog.getByText(vectors.salt)).toBeTruthy();
    expect(dialog.getByText('Played with a house edge of 1% and a cap of 6.00x.')).toBeTruthy();
    expect(dialog.getByText(formula)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Open this check on the Provably Fair page' }).getAttribute('href')).toBe('/fairness?game=crash&round=3');
  });

  it('closes with its close button and with Escape, and gives the focus back to the round tapped', async () => {
    const result = openStrip();
    fireEvent.click(result);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(result);

    fireEvent.click(result);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(result);
  });
});
