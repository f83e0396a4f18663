import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { alice, renderAt } from '@/testing/render';
import { ProtectedRoute } from './protected-route';
import { AUTH_CHECK_TIME_KEY, storeCheckedUser, USER_STORAGE_KEY } from './session-storage';

const page = (
  <ProtectedRoute>
    <p>Secret page</p>
  </ProtectedRoute>
);

function storeUser(checkedMsAgo: number) {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(alice));
  localStorage.setItem(AUTH_CHECK_TIME_KEY, String(Date.now() - checkedMsAgo));
}

describe('the protected-route guard', () => {
  it('trusts a user checked less than 5 minutes ago without asking the server, and announces the login', () => {
    const { calls } = stubFetch({});
    const onLogin = vi.fn();
    window.addEventListener('pkr:login', onLogin);
    storeUser(60_000);

    renderAt('/dashboard', page);

    expect(screen.getByText('Secret page')).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(onLogin).toHaveBeenCalledTimes(1);
    window.removeEventListener('pkr:login', onLogin);
  });

  it("shows the page when the check started with the route's code is answered after the guard first drew and before it looked", async () => {
    const { calls } = stubFetch({});
    // Rendered after the guard in the same pass: the answer is stored between the guard's drawing and its effect.
    function AnswerLands() {
      storeCheckedUser(alice);
      return null;
    }

    renderAt(
      '/dashboard',
      <>
        {page}
        <AnswerLands />
      </>,
    );

    expect(await screen.findByText('Secret page')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('re-validates an older check with the server and records the new check time', async () => {
    const { calls } = stubFetch({ '/api/user': { body: { ...alice, balance: 99 } } });
    storeUser(6 * 60_000);

    renderAt('/dashboard', page);

    expect(await screen.findByText('Secret page')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/user']);
    expect(Date.now() - Number(localStorage.getItem(AUTH_CHECK_TIME_KEY))).toBeLessThan(5_000);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}').balance).toBe(99);
  });

  it('clears a refused session, fires logout and leaves for /auth', async () => {
    stubFetch({ '/api/user': { status: 401, body: { message: 'Not logged in' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onLogout = vi.fn();
    window.addEventListener('pkr:logout', onLogout);
    storeUser(10 * 60_000);

    renderAt('/dashboard', page);

    expect(screen.getByText('Loading your account information...')).toBeTruthy();
    expect(await screen.findByText('Other page')).toBeTruthy();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_CHECK_TIME_KEY)).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
    window.removeEventListener('pkr:logout', onLogout);
  });

  it('shows the redirect notice when nobody is logged in', async () => {
    stubFetch({ '/api/user': { status: 401, body: { message: 'Not logged in' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderAt('/dashboard', page);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, childList: true, characterData: true });

    expect(await screen.findByText('Other page')).toBeTruthy();
    observer.disconnect();
    expect(seen.some((text) => text.includes('Authentication required. Redirecting to login...'))).toBe(true);
  });

  it('retries a network failure twice, 1 s apart, then goes to /auth', async () => {
    const { calls } = stubFetch({
      '/api/user': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    renderAt('/dashboard', page);

    await waitFor(() => expect(screen.getByText('Other page')).toBeTruthy(), { timeout: 4000 });
    expect(calls).toHaveLength(3);
  });
});
