import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from '@/components/layout/nav-bar';
import { currentUserQueryKey } from '@/lib/auth/current-user';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { AvatarPage } from './avatar-page';

const pendingPurchase = { status: 409, body: { message: 'Your purchase is being confirmed', code: 'PENDING' } };
const statsUnavailable = { status: 503, body: { message: 'Statistics are not available right now. Please try again shortly.' } };

function loggedIn(user = alice) {
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('auth_check_time', String(Date.now()));
}

describe('the avatar page', () => {
  it('buys an item at its catalogue price, equips it and takes the balance from the answer', async () => {
    const { calls } = stubFetch({
      '/api/user/stats': statsUnavailable,
      '/api/purchase-accessory': { body: { newBalance: 1200.75, avatarAccessories: '["basic_cap"]', selectedAccessories: '["basic_cap"]' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn();
    renderAt('/avatar', <AvatarPage />);

    fireEvent.click(screen.getByRole('button', { name: 'Buy Basic Cap for 50 PKR' }));

    expect(await screen.findByText('Purchased Successfully')).toBeTruthy();
    expect(screen.getByText('You have purchased the Basic Cap!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Equipped' })).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('Rs. 1,200');
    const purchase = calls.find((call) => call.url === '/api/purchase-accessory')!;
    expect(JSON.parse(String(purchase.init.body))).toEqual({ accessoryId: 'basic_cap', price: 50 });
  });

  it("says 'Purchase Failed' when the server refuses, and keeps the balance", async () => {
    stubFetch({ '/api/user/stats': statsUnavailable, '/api/purchase-accessory': { status: 400, body: { message: 'The price of this item has changed.' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn();
    renderAt('/avatar', <AvatarPage />);

    fireEvent.click(screen.getByRole('button', { name: 'Buy Basic Cap for 50 PKR' }));

    expect(await screen.findByText('Purchase Failed')).toBeTruthy();
    expect(screen.getByText('There was an error processing your purchase.')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toBe('Rs. 1,250');
  });

  it('asks again under the same key while the purchase is being confirmed, and shows its outcome', async () => {
    const { calls } = stubFetch({
      '/api/user/stats': statsUnavailable,
      '/api/purchase-accessory': [pendingPurchase, { body: { newBalance: 1200, avatarAccessories: '["basic_cap"]', selectedAccessories: '["basic_cap"]' } }],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn();
    renderAt('/avatar', <AvatarPage />);

    fireEvent.click(screen.getByRole('button', { name: 'Buy Basic Cap for 50 PKR' }));

    expect(await screen.findByText('Purchased Successfully', {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.queryByText('Purchase Failed')).toBeNull();
    const keys = calls.filter((call) => call.url === '/api/purchase-accessory').map((call) => new Headers(call.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('never calls a purchase still being confirmed a failure: it says so and reads the account again', async () => {
    const { calls } = stubFetch({
      '/api/user': { body: { ...alice, balance: 1200, avatarAccessories: '["basic_cap"]' } },
      '/api/user/stats': statsUnavailable,
      '/api/purchase-accessory': pendingPurchase,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn();
    renderAt('/avatar', <AvatarPage />);

    fireEvent.click(screen.getByRole('button', { name: 'Buy Basic Cap for 50 PKR' }));

    expect(await screen.findByText('Your purchase is being confirmed', {}, { timeout: 6_000 })).toBeTruthy();
    expect(screen.queryByText('Purchase Failed')).toBeNull();
    expect(calls.filter((call) => call.url === '/api/purchase-accessory')).toHaveLength(4);
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('Rs. 1,200'));
  }, 10_000);

  it('checks the balance before calling: Insufficient Balance names the price', async () => {
    const { calls } = stubFetch({ '/api/user/stats': statsUnavailable });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn({ ...alice, balance: 40 });
    renderAt('/avatar', <AvatarPage />);

    fireEvent.click(screen.getByRole('button', { name: 'Buy Basic Cap for 50 PKR' }));

    expect(await screen.findByText('Insufficient Balance')).toBeTruthy();
    expect(screen.getByText('You need 50 PKR to purchase this item.')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/purchase-accessory')).toBe(false);
  });

  it('writes prices with thousands separators, on the item and in Insufficient Balance', async () => {
    stubFetch({ '/api/user/stats': statsUnavailable });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn();
    renderAt('/avatar', <AvatarPage />);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Badges' }));
    const vipBadge = await screen.findByRole('button', { name: 'Buy VIP Badge for 5,000 PKR' });
    expect(vipBadge.textContent).toBe('5,000 PKR');
    fireEvent.click(vipBadge);

    expect(await screen.findByText('Insufficient Balance')).toBeTruthy();
    expect(screen.getByText('You need 5,000 PKR to purchase this item.')).toBeTruthy();
  });

  it("refuses a locked item with 'Cannot Purchase' and shows how to unlock it", async () => {
    stubFetch({ '/api/user/stats': statsUnavailable });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn();
    renderAt('/avatar', <AvatarPage />);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Badges' }));
    fireEvent.click(await screen.findByRole('button', { name: /Win a bet with 5x or higher/ }));

    expect(await screen.findByText('Cannot Purchase')).toBeTruthy();
    expect(screen.getByText('This item cannot be purchased directly.')).toBeTruthy();
  });

  it('lets a player equip a badge their play unlocked', async () => {
    stubFetch({
      '/api/user/stats': {
        body: { userId: alice.id, betsPlaced: 120, betsWon: 1, totalStaked: 0, totalPaidOut: 0, netResult: 0, totalWinnings: 0, biggestWin: 0, highestMultiplier: 0, achievements: ['veteran'], unlockedAccessories: ['veteran_badge'] },
      },
    });
    loggedIn();
    renderAt('/avatar', <AvatarPage />);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Badges' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Equip' }));
    expect(screen.getByRole('button', { name: 'Equipped' })).toBeTruthy();
  });

  it('saves the colour and the equipped items with the spec toasts', async () => {
    const { calls } = stubFetch({
      '/api/user/stats': statsUnavailable,
      '/api/update-avatar': [{ body: {} }, { status: 500, body: { message: 'down' } }],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loggedIn({ ...alice, avatarAccessories: '["crown"]', selectedAccessories: '[]' });
    const { queryClient } = renderAt('/avatar', <AvatarPage />);

    fireEvent.click(screen.getByRole('radio', { name: 'purple' }));
    fireEvent.click(screen.getByRole('button', { name: 'Equip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Avatar Updated')).toBeTruthy();
    expect(screen.getByText('Your avatar customization has been saved!')).toBeTruthy();
    const saved = calls.find((call) => call.url === '/api/update-avatar')!;
    expect(JSON.parse(String(saved.init.body))).toEqual({ avatarColor: 'purple', selectedAccessories: ['crown'] });
    expect(queryClient.getQueryData<{ avatarColor: string }>(currentUserQueryKey)?.avatarColor).toBe('purple');

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByText('There was an error saving your avatar settings.')).toBeTruthy();
  });

  it('wears an unsaved item on the preview alone, and in the header once saved', async () => {
    stubFetch({ '/api/user/stats': statsUnavailable, '/api/update-avatar': { body: {} } });
    loggedIn({ ...alice, avatarAccessories: '["crown"]', selectedAccessories: '[]' });
    renderAt(
      '/avatar',
      <>
        <NavBar />
        <AvatarPage />
      </>,
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    const header = screen.getByRole('banner');
    const crowns = (within: HTMLElement) => within.querySelectorAll('[data-accessory="crown"]').length;

    fireEvent.click(screen.getByRole('button', { name: 'Equip' }));
    expect(crowns(preview)).toBe(1);
    expect(crowns(header)).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Avatar Updated')).toBeTruthy();
    // the phone's avatar and the desktop's menu button both wear it; CSS shows one of them
    expect(crowns(header)).toBe(2);
  });

  it('asks a visitor to log in', async () => {
    stubFetch({ '/api/user': { status: 401, body: {} }, '/api/user/stats': { status: 401, body: {} } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/avatar', <AvatarPage />);
    expect(await screen.findByText('Login Required')).toBeTruthy();
    expect(screen.getByText('Please login to customize your avatar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/auth');
  });
});
