import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BackToDashboard } from './back-to-dashboard';

describe('the way back to the dashboard', () => {
  it("is a link to /dashboard named 'Back to Dashboard', its arrow hidden from screen readers", () => {
    render(<BackToDashboard />, { wrapper: MemoryRouter });
    const link = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(link.textContent).toBe('← Back to Dashboard');
  });
});
