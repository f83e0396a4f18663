import type { ChatMessage } from '@pkr/contracts';
import { describe, expect, it } from 'vitest';
import { mergeMessages, reconcileNewest, withoutMessage } from './chat-list';

const message = (id: number): ChatMessage => ({
  id,
  room: 'crash',
  userId: '00000000-0000-4000-8000-000000000001',
  username: 'ayesha',
  avatar: { avatarColor: 'teal', selectedAccessories: [] },
  text: `line ${id}`,
  win: null,
  sentAt: '2026-11-27T10:00:00.000Z',
});
const ids = (messages: ChatMessage[]) => messages.map((shown) => shown.id);

describe('the chat list', () => {
  it('keeps each message once, ordered by id, whatever order and however often it arrives', () => {
    expect(ids(mergeMessages([message(2), message(5)], [message(4), message(2), message(3)]))).toEqual([2, 3, 4, 5]);
  });

  it('drops a deleted message', () => {
    expect(ids(withoutMessage([message(1), message(2)], 1))).toEqual([2]);
  });

  it('drops what the newest page lacks within its span, and keeps older messages it does not cover', () => {
    const shown = [message(1), message(7), message(8), message(9)];
    expect(ids(reconcileNewest(shown, { messages: [message(7), message(9), message(10)], hasMore: true }))).toEqual([1, 7, 9, 10]);
    expect(ids(reconcileNewest(shown, { messages: [message(9)], hasMore: false }))).toEqual([9]);
  });
});
