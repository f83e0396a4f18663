import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToasterOnDemand } from './toaster-on-demand';
import { toast } from './use-toast';

describe('the toaster on demand', () => {
  it('draws nothing until a toast is raised', () => {
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
