import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chainOf, roundReveal, vectors } from '@/testing/fairness';
import { stubFetch } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { RecentResults } from './recent-results';

// The first round of the vectors gives 7.73x, played as 6.00x under the cap.
const round = vectors.rounds[0]!;
const finished = { id: round.round, crashPoint: round.crashPointCap6, adminControlled: false };

describe('the Aviator page recent results', () => {
  it('opens a tapped crash point in a dialog, recomputed to the one played', async () => {
    stubFetch({ '/api/fairness/aviator': { body: chainOf('aviator') }, '/api/fairness/aviator/rounds/1': { body: roundReveal(0, { gameType: 'aviator' }) } });
    renderAt('/aviator', <RecentResults games={[finished]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify round 1, crashed at 6.00x' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Verify round 1' }));
    expect(await dialog.findByText('Match: the crash point played is the one the hash gives.')).toBeTruthy();
    expect(dialog.getByText('Chained: SHA-256 of the round hash is the previous hash.')).toBeTruthy();
    expect(dialog.getByText('Crash point recomputed').nextElementSibling?.textContent).toBe('6.00x');
    expect(dialog.getByText(round.hash)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Open this check on the Provably Fair page' }).getAttribute('href')).toBe('/fairness?game=aviator&round=1');
  });

  it("shows the server's words for a round it has not revealed yet", async () => {
    stubFetch({
      '/api/fairness/aviator': { body: chainOf('aviator') },
      '/api/fairness/aviator/rounds/8': { status: 404, body: { message: 'Round 8 has not finished' } },
    });
    renderAt('/aviator', <RecentResults games={[{ id: 8, crashPoint: 2.5, adminControlled: false }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify round 8, crashed at 2.50x' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Verify round 8' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Round 8 has not finished');
  });
});
