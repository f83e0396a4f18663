import type { PublicUser } from '@pkr/contracts';

/** Spec section 3/4: the user kept in local storage under `user`, the last server check under `auth_check_time`. */
export const USER_STORAGE_KEY = 'user';
export const AUTH_CHECK_TIME_KEY = 'auth_check_time';
/** The protected-route guard trusts a stored user checked less than this long ago. */
export const AUTH_RECHECK_MS = 5 * 60 * 1000;

/** Window events other parts of the app (the realtime connection) listen to. */
export const SESSION_EVENTS = { login: 'pkr:login', logout: 'pkr:logout' } as const;
export type SessionEventType = keyof typeof SESSION_EVENTS;
export type SessionEventDetail = { user: PublicUser | null };

export function readStoredUser(): PublicUser | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null');
    const hasId = parsed !== null && typeof parsed === 'object' && typeof (parsed as { id?: unknown }).id === 'string';
    return hasId ? (parsed as PublicUser) : null;
  } catch {
    return null;
  }
}

export function readAuthCheckTime(): number | null {
  const value = Number(localStorage.getItem(AUTH_CHECK_TIME_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** A stored user whose last server check is recent enough to trust without asking again. */
export function readTrustedUser(now = Date.now()): PublicUser | null {
  const user = readStoredUser();
  const checkedAt = readAuthCheckTime();
  if (!user || checkedAt === null) return null;
  return now - checkedAt < AUTH_RECHECK_MS && checkedAt <= now ? user : null;
}

/** Records a user the server has just confirmed. */
export function storeCheckedUser(user: PublicUser, now = Date.now()): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  localStorage.setItem(AUTH_CHECK_TIME_KEY, String(now));
}

/** A live balance of the stored user, kept without counting as a session check. */
export function rememberBalance(userId: string, balance: number): void {
  const user = readStoredUser();
  if (user?.id === userId) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...user, balance }));
}

export function clearStoredSession(): void {
  localStorage.removeItem(USER_STORAGE_KEY);
  localStorage.removeItem(AUTH_CHECK_TIME_KEY);
}

export function announceSession(type: SessionEventType, user: PublicUser | null = null): void {
  window.dispatchEvent(new CustomEvent<SessionEventDetail>(SESSION_EVENTS[type], { detail: { user } }));
}

/** Subscribes to login or logout; returns the unsubscribe function. */
export function onSessionEvent(type: SessionEventType, listener: (detail: SessionEventDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SessionEventDetail>).detail);
  window.addEventListener(SESSION_EVENTS[type], handler);
  return () => window.removeEventListener(SESSION_EVENTS[type], handler);
}
