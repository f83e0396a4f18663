import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** Spec section 3: light, dark or system (default), kept in local storage under `ui-theme`. */
export const THEME_STORAGE_KEY = 'ui-theme';
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

const listeners = new Set<() => void>();
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readTheme(): Theme {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return (themes as readonly string[]).includes(stored ?? '') ? (stored as Theme) : 'system';
}

/** The theme actually drawn: 'system' follows the device. */
export function resolveTheme(theme: Theme): 'light' | 'dark' {
  if (theme !== 'system') return theme;
  return window.matchMedia?.(DARK_QUERY).matches === false ? 'light' : 'dark';
}

/** Puts the drawn theme on <html>, where the stylesheet reads it. */
export function applyTheme(theme: Theme = readTheme()): void {
  const root = document.documentElement;
  const drawn = resolveTheme(theme);
  root.classList.toggle('light', drawn === 'light');
  root.classList.toggle('dark', drawn === 'dark');
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chosen theme and its setter; with 'system', a change of the device's scheme redraws at once. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, readTheme);
  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system' || !window.matchMedia) return;
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);
  return [theme, useCallback((next: Theme) => setTheme(next), [])];
}
