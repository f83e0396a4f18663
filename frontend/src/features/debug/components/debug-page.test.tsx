import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { DebugPage } from './debug-page';

describe('the debug page', () => {
  it('keeps at most 20 DOM errors and 50 logs, and clears the logs', () => {
    renderAt('/test', <DebugPage />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'DOM Errors' }));
    const trigger = screen.getByRole('button', { name: 'Trigger DOM Error' });
    for (let press = 0; press < 60; press += 1) fireEvent.click(trigger);
    expect(within(screen.getByRole('list', { name: 'DOM errors' })).getAllByRole('listitem')).toHaveLength(20);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Debug Logs' }));
    expect(within(screen.getByRole('list', { name: 'Debug logs' })).getAllByRole('listitem')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Logs' }));
    expect(within(screen.getByRole('list', { name: 'Debug logs' })).getByText('No logs')).toBeTruthy();
  });

  it("answers Send Ping without a connection with 'Not Connected'", () => {
    renderAt('/test', <DebugPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Ping' }));
    expect(screen.getByText('Not Connected')).toBeTruthy();
  });
});
