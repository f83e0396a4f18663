import { pakistanTime, type AdminUser, type PublicUser } from '@pkr/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { daysFromNow, freePlay } from '@/testing/responsible-play';
import { UsersTab } from './users-tab';

const admin: PublicUser = { ...alice, id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', username: 'boss', isAdmin: true, balance: 0 };
const inPakistan = (at: string) => `${pakistanTime(new Date(at), new Date())} PKT`;

function showUsers(users: AdminUser[]) {
  stubFetch({ '/api/admin/users': { body: users }, '/api/user': { body: admin } });
  renderAt('/admin', <UsersTab />);
}

describe("a player's protection in the Users tab", () => {
  it('shows the limits, a waiting raise with when it holds, a break and the reality check, with nothing to edit', async () => {
    const raiseAt = daysFromNow(0.5);
    const breakUntil = daysFromNow(6);
    showUsers([
      {
        ...alice,
        protection: {
          ...freePlay,
          depositLimits: { daily: 1000, weekly: null, monthly: 20000.5 },
          lossLimitDaily: 500,
          pendingIncreases: [{ kind: 'depositDaily', amount: 2000, effectiveAt: raiseAt }],
          breakUntil,
          realityCheckMinutes: 30,
        },
      },
    ]);
    const row = within((await screen.findByText('alice')).closest('tr')!);

    expect(row.getByText('Deposits').nextElementSibling?.textContent).toBe('Rs. 1,000 / day\u00a0· none / week\u00a0· Rs. 20,000.50 / month');
    expect(row.getByText('Losses').nextElementSibling?.textContent).toBe('Rs. 500 / day');
    expect(row.getByText('Every 30 min')).toBeTruthy();
    expect(row.getByTestId('pending-change').textContent).toBe(`Raise of the daily deposit limit to Rs. 2,000 holds from ${inPakistan(raiseAt)}`);
    expect(row.getByText(`On a break until ${inPakistan(breakUntil)}`)).toBeTruthy();
    expect(row.queryByText(/Self-excluded/)).toBeNull();
    expect(row.queryAllByRole('textbox')).toHaveLength(0);
    expect(row.queryAllByRole('spinbutton')).toHaveLength(0);
  });

  it('shows a self-exclusion with its end, a waiting removal, and no limits where none is set', async () => {
    const excludedUntil = daysFromNow(180);
    const removalAt = daysFromNow(1);
    showUsers([{ ...alice, protection: { ...freePlay, selfExcludedUntil: excludedUntil, pendingIncreases: [{ kind: 'lossDaily', amount: null, effectiveAt: removalAt }] } }]);
    const row = within((await screen.findByText('alice')).closest('tr')!);

    expect(row.getByText(`Self-excluded until ${inPakistan(excludedUntil)}`)).toBeTruthy();
    expect(row.getByTestId('pending-change').textContent).toBe(`Removal of the daily loss limit holds from ${inPakistan(removalAt)}`);
    expect(row.getAllByText('No limit')).toHaveLength(2);
    expect(row.getByText('Every 60 min')).toBeTruthy();
  });

  it('leaves out a break that has ended since the list was answered', async () => {
    showUsers([{ ...alice, protection: { ...freePlay, breakUntil: daysFromNow(-0.01) } }]);
    const row = within((await screen.findByText('alice')).closest('tr')!);
    expect(row.queryByText(/On a break/)).toBeNull();
  });

  it("says the protection is not known for a user auth no longer answers for, and offers no self-exclusion on an admin's row", async () => {
    showUsers([{ ...alice, protection: null }, { ...admin, protection: freePlay }]);
    expect(within((await screen.findByText('alice')).closest('tr')!).getByText('Not known')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Self-exclude alice' })).toBeTruthy();
    expect(within(screen.getByText('boss').closest('tr')!).queryByRole('button', { name: /Self-exclude/ })).toBeNull();
  });
});
