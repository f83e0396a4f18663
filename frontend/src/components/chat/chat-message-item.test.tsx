import type { ChatMessage } from '@pkr/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { ChatMessageItem } from './chat-message-item';

const base: ChatMessage = {
  id: 7,
  room: 'crash',
  userId: '00000000-0000-4000-8000-000000000001',
  username: 'ayesha',
  avatar: { avatarColor: 'teal', selectedAccessories: ['crown'] },
  text: null,
  win: null,
  sentAt: '2026-11-27T10:00:00.000Z',
};

describe('a chat message', () => {
  it('shows markup a player wrote as the text it is', () => {
    const markup = '<img src=x onerror="alert(1)"><b>bold</b>';
    const { container } = renderAt('/crash', <ul><ChatMessageItem message={{ ...base, text: markup }} /></ul>);
    expect(screen.getByText(markup)).toBeTruthy();
    // The writer's avatar draws its crown as an image of the app's own; the message itself makes no element.
    expect(container.querySelector('img[src="x"], [onerror], b')).toBeNull();
  });

  it('shows a shared win with its verify link', () => {
    const win = { betId: '00000000-0000-4000-8000-000000000002', gameType: 'crash', round: 4512, amount: 500, multiplier: 2.5, payout: 1250, verifyPath: '/fairness?game=crash&round=4512' } as const;
    renderAt('/crash', <ul><ChatMessageItem message={{ ...base, win }} /></ul>);
    expect(screen.getByText('Won Rs. 1,250 at 2.50x')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe('/fairness?game=crash&round=4512');
  });
});
