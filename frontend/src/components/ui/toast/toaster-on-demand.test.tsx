import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The toaster and the toast store as a fresh page has them: no toaster code fetched yet. */
async function freshPage() {
  vi.resetModules();
  const [{ ToasterOnDemand }, { toast }] = await Promise.all([import('./toaster-on-demand'), import('./use-toast')]);
  return { ToasterOnDemand, toast };
}

describe('the toaster on demand', () => {
  beforeEach(() => vi.useRealTimers());

  it('draws nothing before a toast is raised', async () => {
    const { ToasterOnDemand } = await freshPage();
    const { container } = render(<ToasterOnDemand />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a toast raised before its code had loaded', async () => {
    const { ToasterOnDemand, toast } = await freshPage();
    render(<ToasterOnDemand />);
    act(() => {
      toast({ title: 'Bet placed', description: '100 PKR on this round' });
    });
    expect(await screen.findByText('Bet placed')).toBeTruthy();
    expect(screen.getByText('100 PKR on this round')).toBeTruthy();
  });

  it('fetches the code once the page is idle, then draws the first toast in the render that raises it', async () => {
    const { ToasterOnDemand, toast } = await freshPage();
    vi.useFakeTimers();
    const { container } = render(<ToasterOnDemand />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(container.innerHTML).toBe('');
    vi.useRealTimers();
    act(() => {
      toast({ title: 'Registration successful', description: 'Welcome!' });
    });
    expect(screen.getByText('Registration successful')).toBeTruthy();
  });
});
