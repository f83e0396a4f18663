import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMultiplier } from '@/lib/live-game/format';
import { createQueryClient } from '@/lib/query-client';
import { chainOf, formula, roundReveal, vectors } from '@/testing/fairness';
import { stubFetch } from '@/testing/fetch-stub';
import { renderAt } from '@/testing/render';
import { FairnessPage } from './fairness-page';

const chains = {
  '/api/fairness/crash': { body: chainOf('crash') },
  '/api/fairness/aviator': { body: chainOf('aviator', { terminatingHash: 'ab'.repeat(32), salt: null }) },
};

const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('the fairness page', () => {
  it("shows each game's terminating hash, salt, edge, cap and formula, and says when the salt is still awaited", async () => {
    stubFetch(chains);
    renderAt('/fairness', <FairnessPage />);

    const crash = within(screen.getByRole('region', { name: 'Crash' }));
    expect(await crash.findByText(vectors.terminatingHash)).toBeTruthy();
    expect(crash.getByText(vectors.salt)).toBeTruthy();
    expect(crash.getByText('1%')).toBeTruthy();
    expect(crash.getByText('6.00x')).toBeTruthy();
    expect(crash.getByText(formula)).toBeTruthy();
    const aviator = within(screen.getByRole('region', { name: 'Aviator' }));
    expect(await aviator.findByText(/Not fixed yet: the two-phase seeding ceremony awaits it/)).toBeTruthy();
  });

  it('says plainly when a chain cannot be loaded', async () => {
    stubFetch({ ...chains, '/api/fairness/crash': { status: 503, body: { message: 'Service unavailable' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    renderAt('/fairness', <FairnessPage />, queryClient);

    expect(await within(screen.getByRole('region', { name: 'Crash' })).findByText('Service unavailable')).toBeTruthy();
  });

  it('recomputes the round in the address beside the crash point played, and finds it matching and chained', async () => {
    const round = vectors.rounds[0]!;
    stubFetch({ ...chains, [`/api/fairness/crash/rounds/${round.round}`]: { body: roundReveal(0) } });
    renderAt(`/fairness?game=crash&round=${round.round}`, <FairnessPage />);

    expect(screen.getByRole('heading', { name: `Crash round #${round.round}` })).toBeTruthy();
    expect(screen.getByText('Loading the round...')).toBeTruthy();
    expect(await screen.findByText('Match: the crash point played is the one the hash gives.')).toBeTruthy();
    expect(screen.getByText('Chained: SHA-256 of the round hash is the previous hash.')).toBeTruthy();
    expect(fact('Crash point played')).toBe(formatMultiplier(round.crashPointCap6));
    expect(fact('Crash point recomputed')).toBe(formatMultiplier(round.crashPointCap6));
    expect(screen.getByText('Played with a house edge of 1% and a cap of 6.00x.')).toBeTruthy();
    expect(screen.getByLabelText('Round number')).toHaveProperty('value', String(round.round));
  });

  it("checks a round of a retired chain with that chain's salt, which its reveal states, not the live chain's", async () => {
    const round = vectors.rounds[0]!;
    const live = { ...chains, '/api/fairness/crash': { body: chainOf('crash', { salt: 'the salt of the live chain' }) } };
    stubFetch({ ...live, [`/api/fairness/crash/rounds/${round.round}`]: { body: roundReveal(0) } });
    renderAt(`/fairness?game=crash&round=${round.round}`, <FairnessPage />);

    expect(await screen.findByText('Match: the crash point played is the one the hash gives.')).toBeTruthy();
    // The chains' commitments name the live salt; the round's recomputation names the salt it used.
    const salts = screen.getAllByText('Salt').map((term) => term.nextElementSibling?.textContent);
    expect(salts).toEqual(expect.arrayContaining([vectors.salt, 'the salt of the live chain']));
  });

  it('says plainly that an admin set the crash point of an admin-controlled round, which the hash does not give', async () => {
    const round = vectors.rounds[1]!;
    stubFetch({ ...chains, '/api/fairness/crash/rounds/2': { body: roundReveal(1, { crashPoint: 3, adminControlled: true }) } });
    renderAt('/fairness?game=crash&round=2', <FairnessPage />);

    expect(await screen.findByText("Differs, as it should: an admin set this round's crash point.")).toBeTruthy();
    expect(screen.getByText(/An admin set this round's crash point with Game Control/)).toBeTruthy();
    expect(fact('Crash point played')).toBe('3.00x');
    expect(fact('Crash point recomputed')).toBe(formatMultiplier(round.crashPointCap6));
  });

  it('says when the crash point played is not the one the hash gives', async () => {
    stubFetch({ ...chains, '/api/fairness/crash/rounds/2': { body: roundReveal(1, { crashPoint: 3 }) } });
    renderAt('/fairness?game=crash&round=2', <FairnessPage />);

    expect(await screen.findByText('No match: the crash point played is not the one the hash gives.')).toBeTruthy();
  });

  it('uses the edge and cap the docs say applied for a round that does not state them, and lets the visitor change them', async () => {
    const round = vectors.rounds[0]!;
    stubFetch({ ...chains, '/api/fairness/crash/rounds/1': { body: roundReveal(0, { houseEdgePercent: null, maxMultiplier: null }) } });
    renderAt('/fairness?game=crash&round=1', <FairnessPage />);

    expect(await screen.findByText('Match: the crash point played is the one the hash gives.')).toBeTruthy();
    expect(screen.getByText(/played before rounds recorded their house edge and cap/)).toBeTruthy();
    expect(screen.getByLabelText('House edge (%)')).toHaveProperty('value', '1');
    const cap = screen.getByLabelText('Cap (x)');
    expect(cap).toHaveProperty('value', '6');

    fireEvent.change(cap, { target: { value: '0.5' } });
    expect(await screen.findByText('Enter a cap of 1.00 or more')).toBeTruthy();
    fireEvent.change(cap, { target: { value: '1000' } });
    expect(await screen.findByText('No match: the crash point played is not the one the hash gives.')).toBeTruthy();
    expect(fact('Crash point recomputed')).toBe(formatMultiplier(round.crashPointUncapped));
  });

  it('says a round that is not found may not have crashed yet', async () => {
    stubFetch({ ...chains, '/api/fairness/crash/rounds/999': { status: 404, body: { message: 'Round not found' } } });
    renderAt('/fairness?game=crash&round=999', <FairnessPage />);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Crash round #999 was not found. A round can be checked once it has crashed; check the game and the round number.',
    );
  });

  it('checks the game and round given in the form, and refuses a round number that is not one', async () => {
    const { calls } = stubFetch({ ...chains, '/api/fairness/aviator/rounds/5': { body: roundReveal(4, { gameType: 'aviator', roundId: 5 }) } });
    renderAt('/fairness', <FairnessPage />);

    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'aviator' } });
    fireEvent.change(screen.getByLabelText('Round number'), { target: { value: 'five' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check round' }));
    expect(await screen.findByText('Enter a round number of 1 or more')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Round number'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check round' }));
    expect(await screen.findByRole('heading', { name: 'Aviator round #5' })).toBeTruthy();
    expect(await screen.findByText('The salt is not fixed yet, so no round has been played and none can be checked.')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain('/api/fairness/aviator/rounds/5');
  });
});
