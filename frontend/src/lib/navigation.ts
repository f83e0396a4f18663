/** A full page load, so every in-memory state (cache, sockets) starts fresh; used after login and logout. */
export function redirectWithPageLoad(href: string, delayMs: number): void {
  window.setTimeout(() => window.location.assign(href), delayMs);
}
