import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, readTheme, setTheme } from './theme';

const prefersDark = (dark: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), addEventListener: vi.fn(), removeEventListener: vi.fn() }));

afterEach(() => document.documentElement.className = '');

describe('the theme', () => {
  it('defaults to system and follows the device', () => {
    expect(readTheme()).toBe('system');
    prefersDark(false);
    applyTheme();
    expect(document.documentElement.classList.contains('light')).toBe(true);
    prefersDark(true);
    applyTheme();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('keeps a chosen theme in ui-theme and draws it', () => {
    prefersDark(true);
    setTheme('light');
    expect(localStorage.getItem('ui-theme')).toBe('light');
    expect(document.documentElement.className).toBe('light');
    localStorage.setItem('ui-theme', 'sepia');
    expect(readTheme()).toBe('system');
  });
});
