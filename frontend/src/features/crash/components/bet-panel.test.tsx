import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BetPanel } from './bet-panel';

describe('the bet form', () => {
  it('moves focus to the first field in error, which carries its message, and places no bet', () => {
    const onBet = vi.fn();
    render(
      <BetPanel canBet placing={false} onBet={onBet}>
        {null}
      </BetPanel>,
    );
    fireEvent.change(screen.getByLabelText('Bet Amount (PKR)'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Auto Cash-out (optional)'), { target: { value: '1' } });

    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));

    expect(document.activeElement).toBe(
      screen.getByRole('spinbutton', { name: 'Auto Cash-out (optional)', description: 'Auto cash-out must be at least 1.01x' }),
    );
    expect(onBet).not.toHaveBeenCalled();
  });
});
