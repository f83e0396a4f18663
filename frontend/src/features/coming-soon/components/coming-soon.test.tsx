import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { DicePage } from './dice-page';
import { TournamentsPage } from './tournaments-page';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the coming-soon pages', () => {
  it('shows the loader with its first stage for 1.5 s, then Dice with its features and a die that turns every 1.5 s', () => {
    renderAt('/dice', <DicePage />);
    expect(screen.getByText('Initializing Systems')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_499));
    expect(screen.queryByRole('heading', { name: 'Dice' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Dice' })).toBeTruthy();
    for (const feature of ['Under/Over Betting', 'Adjustable Odds', 'Auto-Betting']) expect(screen.getByText(feature)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');

    const die = screen.getByRole('img', { name: /Die showing/ });
    expect(die.getAttribute('data-face')).toBe('1');
    act(() => vi.advanceTimersByTime(1_500));
    expect(die.getAttribute('data-face')).toBe('2');
  });

  it('answers Notify Me with the spec toasts, makes no call and clears the field', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderAt('/tournaments', <TournamentsPage />);
    act(() => vi.advanceTimersByTime(1_500));
    for (const card of ['Massive Prizes', 'Multiplayer', 'Leaderboards', 'Regular Events', 'Crash', 'Dice', 'Special Events']) {
      expect(screen.getByText(card, { exact: true })).toBeTruthy();
    }

    fireEvent.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Enter your email to get notified when tournaments launch')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'fan@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(screen.getByText('Subscription successful!')).toBeTruthy();
    expect(screen.getByText("You'll be notified when tournaments launch")).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
