import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToasterOnDemand } from './toaster-on-demand';
import { toast } from './use-toast';

const toasterCode = vi.hoisted(() => ({ loaded: false }));
vi.mock('./toaster', async (importOriginal) => {
  toasterCode.loaded = true;
  return importOriginal();
});

describe('the toaster on demand', () => {
  it('draws the toaster once the page is idle, before any toast, so a toast raised just before a navigation shows', async () => {
    vi.useFakeTimers();
    try {
      render(<ToasterOnDemand />);
      expect(toasterCode.loaded).toBe(false);
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(toasterCode.loaded).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('region')).toBeTruthy();
  });

  it('draws nothing in the first render, before the page is idle or a toast is raised', () => {
    const { container } = render(<ToasterOnDemand />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows a toast raised before its code had loaded', async () => {
    render(<ToasterOnDemand />);
    act(() => {
      toast({ title: 'Bet placed', description: '100 PKR on this round' });
    });
    expect(await screen.findByText('Bet placed')).toBeTruthy();
    expect(screen.getByText('100 PKR on this round')).toBeTruthy();
  });

});
