import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n';
import { renderAt } from '@/testing/render';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';

describe("the header's theme and language controls", () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('presses the theme chosen and only that one, and themes the page with it', () => {
    renderAt('/', <ThemeToggle />);
    const group = screen.getByRole('group', { name: 'Theme' });
    fireEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(group.querySelectorAll('[aria-pressed="true"]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('names Urdu in its own script, marked as Urdu, and turns the page right to left when pressed', async () => {
    renderAt('/', <LanguageSwitch />);
    const urdu = screen.getByRole('button', { name: 'اردو' });
    expect(urdu.getAttribute('lang')).toBe('ur');
    fireEvent.click(urdu);
    await screen.findByRole('button', { name: 'اردو', pressed: true });
    expect(document.documentElement.dir).toBe('rtl');
  });
});
