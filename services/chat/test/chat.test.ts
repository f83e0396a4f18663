import { CHAT_PAGE_SIZE, type ChatMessage } from '@pkr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRefusals } from '../src/domain/contact-check';
import { type ChatHarness, newId, newKey, startChatHarness } from './support/harness';

let harness: ChatHarness;
beforeAll(async () => {
  harness = await startChatHarness('chat_service');
});
afterAll(() => harness.stop());

const say = (userId: string, text: string, key = newKey(), room: 'crash' | 'aviator' = 'crash') =>
  harness.chat.call('chat.post', { room, userId, idempotencyKey: key, content: { text } });
const stored = async (userId: string) => Number((await harness.db.query('SELECT count(*) FROM chat_messages WHERE user_id = $1', [userId])).rows[0].count);
const later = (ms: number) => {
  harness.clock.now += ms;
};

describe('who may write', () => {
  it('lets a player write from their fifth bet, and refuses before it storing nothing', async () => {
    const player = newId();
    harness.bets.set(player, 4);
    await expect(say(player, 'hello')).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Place 5 bets to write in chat' });
    expect(await stored(player)).toBe(0);
    harness.bets.set(player, 5);
    const message = await say(player, '  hello  ');
    expect(message).toMatchObject({ text: 'hello', room: 'crash', username: `player_${player.slice(0, 6)}`, avatar: { avatarColor: 'teal', selectedAccessories: ['crown'] }, win: null });
  });

  it('refuses a player on a break or self-excluded, and takes them once it ends', async () => {
    const resting = newId();
    const excluded = newId();
    harness.protection.set(resting, { breakUntil: new Date(harness.clock.now + 60_000).toISOString() });
    harness.protection.set(excluded, { selfExcludedUntil: new Date(harness.clock.now + 60_000).toISOString() });
    await expect(say(resting, 'hi')).rejects.toMatchObject({ status: 403, message: 'Chat is closed to you while you are on a break' });
    await expect(say(excluded, 'hi')).rejects.toMatchObject({ status: 403, message: 'Chat is closed to you while you are self-excluded' });
    expect(await stored(resting)).toBe(0);
    later(60_000);
    await expect(say(resting, 'back')).resolves.toMatchObject({ text: 'back' });
  });

  it('refuses links, phone numbers and messenger contacts with the reason, storing nothing', async () => {
    const scammer = newId();
    await expect(say(scammer, 'predictor at crashwin.pk')).rejects.toMatchObject({ status: 400, message: contactRefusals.link });
    await expect(say(scammer, 'call ۰۳۰۰ ۱۲۳ ۴۵۶۷')).rejects.toMatchObject({ status: 400, message: contactRefusals.phone });
    await expect(say(scammer, 'join my telegram')).rejects.toMatchObject({ status: 400, message: contactRefusals.messenger });
    expect(await stored(scammer)).toBe(0);
  });
});

describe('write limits', () => {
  it('takes a message 2 s after the last and refuses one sooner', async () => {
    const player = newId();
    await say(player, 'one');
    later(1_999);
    await expect(say(player, 'two')).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429, message: 'Wait 2 seconds between messages' });
    later(1);
    await expect(say(player, 'two')).resolves.toMatchObject({ text: 'two' });
    expect(await stored(player)).toBe(2);
  });

  it('takes ten messages in a minute and refuses the eleventh in any room', async () => {
    const player = newId();
    for (let index = 0; index < 10; index += 1) {
      await say(player, `message ${index}`, newKey(), index % 2 === 0 ? 'crash' : 'aviator');
      later(2_000);
    }
    await expect(say(player, 'eleventh', newKey(), 'aviator')).rejects.toMatchObject({ message: 'At most 10 messages a minute' });
    later(40_000);
    await expect(say(player, 'a minute on')).resolves.toMatchObject({ text: 'a minute on' });
  });

  it('refuses a flood sent at once but one message, whichever replica takes each', async () => {
    const player = newId();
    later(60_000);
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, index) => say(player, `flood ${index}`)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await stored(player)).toBe(1);
  });
});

describe('redelivery', () => {
  // Sent at once, the two attempts of a post go to the two replicas; under load one may commit between the other's
  // reads. Five posts give that race five chances to answer a retry with a refusal.
  it('answers a post sent again under its key with the stored message, storing and announcing it once', async () => {
    const player = newId();
    const posts = [];
    for (let post = 0; post < 5; post += 1) {
      later(60_000);
      const key = newKey();
      const [first, again] = await Promise.all([say(player, 'only once', key), say(player, 'only once', key)]);
      const third = await say(player, 'only once', key);
      expect(again).toEqual(first);
      expect(third).toEqual(first);
      posts.push(first);
    }
    expect(await stored(player)).toBe(posts.length);
    for (const { id } of posts) {
      await expect.poll(() => harness.announced.filter((event) => event.type === 'chat_message' && event.message.id === id)).toHaveLength(1);
    }
  });
});

describe('a shared win', () => {
  it('builds the card from the engine’s record of the player’s won bet, and refuses a lost bet or another’s', async () => {
    const winner = newId();
    const bet = { id: newId(), userId: winner, gameType: 'aviator', round: 4512, slot: 1, amount: 500, status: 'won', cashoutMultiplier: 2.5, payout: 1250, placedAt: new Date().toISOString() } as const;
    harness.engineBets.set(bet.id, bet);
    const lost = { ...bet, id: newId(), status: 'lost', cashoutMultiplier: null, payout: 0 } as const;
    harness.engineBets.set(lost.id, lost);
    later(60_000);
    const card = await harness.chat.call('chat.post', { room: 'aviator', userId: winner, idempotencyKey: newKey(), content: { betId: bet.id } });
    expect(card).toMatchObject({ text: null, win: { betId: bet.id, gameType: 'aviator', round: 4512, amount: 500, multiplier: 2.5, payout: 1250, verifyPath: '/fairness?game=aviator&round=4512' } });
    later(2_000);
    await expect(harness.chat.call('chat.post', { room: 'aviator', userId: winner, idempotencyKey: newKey(), content: { betId: lost.id } })).rejects.toMatchObject({ message: 'Only a won bet can be shared' });
    await expect(harness.chat.call('chat.post', { room: 'aviator', userId: newId(), idempotencyKey: newKey(), content: { betId: bet.id } })).rejects.toMatchObject({ status: 404 });
  });
});

describe('moderation', () => {
  it('mutes a player for an hour, says until when, and lets them write after it', async () => {
    const player = newId();
    const mute = await harness.chat.call('chat.mute', { userId: player, duration: '1h', reason: 'spam', mutedBy: newId() });
    expect(mute.until).toBe(new Date(harness.clock.now + 3_600_000).toISOString());
    await expect(say(player, 'hi')).rejects.toMatchObject({ status: 403, details: { mutedUntil: mute.until } });
    expect(await harness.chat.call('chat.mute.status', { userId: player })).toEqual({ mute: { userId: player, until: mute.until, reason: 'spam' } });
    later(3_600_000);
    expect(await harness.chat.call('chat.mute.status', { userId: player })).toEqual({ mute: null });
    await expect(say(player, 'hi')).resolves.toMatchObject({ text: 'hi' });
  });

  it('mutes for good', async () => {
    const player = newId();
    await harness.chat.call('chat.mute', { userId: player, duration: 'forever', reason: 'scam links', mutedBy: newId() });
    later(400 * 86_400_000);
    await expect(say(player, 'hi')).rejects.toMatchObject({ message: 'You are muted in chat for good' });
  });

  it('takes a deleted message out of its room and announces it', async () => {
    const player = newId();
    later(60_000);
    const message = await say(player, 'delete me', newKey(), 'aviator');
    await harness.chat.call('chat.delete', { messageId: message.id, deletedBy: newId() });
    const { messages } = await harness.chat.call('chat.history', { room: 'aviator' });
    expect(messages.map((shown) => shown.id)).not.toContain(message.id);
    await expect.poll(() => harness.announced.some((event) => event.type === 'chat_deleted' && event.messageId === message.id)).toBe(true);
  });
});

describe('ordering and paging', () => {
  it('gives every message of a room an id after the last, and pages by it backwards and forwards', async () => {
    later(60_000);
    const writers = Array.from({ length: 60 }, () => newId());
    const posted = await Promise.all(writers.map((writer, index) => say(writer, `line ${index}`, newKey(), 'crash')));
    const ids = posted.map((message) => message.id);
    expect(new Set(ids).size).toBe(60);

    const newest = await harness.chat.call('chat.history', { room: 'crash' });
    expect(newest.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(newest.hasMore).toBe(true);
    const collected: ChatMessage[] = [...newest.messages];
    let page = newest;
    while (page.hasMore) {
      page = await harness.chat.call('chat.history', { room: 'crash', before: collected[0]!.id });
      collected.unshift(...page.messages);
    }
    const collectedIds = collected.map((message) => message.id);
    expect(collectedIds).toEqual([...collectedIds].sort((a, b) => a - b));
    for (const id of ids) expect(collectedIds).toContain(id);

    const missed = Math.min(...ids) - 1;
    const forward = await harness.chat.call('chat.history', { room: 'crash', after: missed });
    expect(forward.messages.map((message) => message.id)).toEqual(collectedIds.filter((id) => id > missed).slice(0, CHAT_PAGE_SIZE));
    expect(forward.hasMore).toBe(true);
  });

  it('keeps answering when one replica stops', async () => {
    await harness.stopReplica(0);
    later(60_000);
    const player = newId();
    await expect(say(player, 'still here')).resolves.toMatchObject({ text: 'still here' });
  });
});
