import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { digitsOnly, supportChatHref } from '@/config/support';
import { Footer } from './footer';
import { SupportButton } from './support-button';

describe('the footer and the support button', () => {
  it('links the spec pages and carries the current year', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/aviator', '/crash', '/dashboard', '/deposit', '/withdraw', '/leaderboard', '/terms', '/privacy', '/fairness', '/download', '/responsible-play']));
    expect(screen.getByText(`© ${new Date().getFullYear()} PKR Games. All rights reserved.`)).toBeTruthy();
  });

  it('opens a chat with the support number reduced to digits, in a new tab', () => {
    expect(digitsOnly('+92 (300) 123-4567')).toBe('923001234567');
    expect(supportChatHref('+92 300 1234567')).toBe('https://wa.me/923001234567');
    render(
      <MemoryRouter>
        <SupportButton />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Customer support chat' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });
});
