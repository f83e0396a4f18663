import { loadToaster } from '@/components/ui/toast/toaster-on-demand';

/** The longest a redirect waits for the toaster's code before it counts its own delay. */
export const TOASTER_WAIT_MAX_MS = 3000;

/**
 * A full page load, so every in-memory state (cache, sockets) starts fresh; used after login and logout.
 * Each of those raises a toast just before, whose code a slow phone may still be fetching: the delay counts from
 * when that code is here (or 3 s have passed), so the toast is drawn before the page goes.
 */
export function redirectWithPageLoad(href: string, delayMs: number): void {
  const toasterHere = Promise.race([loadToaster(), new Promise((resolve) => window.setTimeout(resolve, TOASTER_WAIT_MAX_MS))]);
  void toasterHere.then(() => window.setTimeout(() => window.location.assign(href), delayMs));
}
