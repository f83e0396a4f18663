import { type ChatLiveEvent, type ChatMessage, type ChatWinCard, type ParsedRequestOf, broadcasts } from '@pkr/contracts';
import { withTransaction } from '@pkr/platform';
import type { ChatContext } from '../context';
import { insertMessage, lockWriterAndRoom, writerHistory } from '../db/messages';
import { contactRefusal } from '../domain/contact-check';
import { publicAvatarOf } from '../domain/public-avatar';
import { winCardOf } from '../domain/win-card';
import { rateRefusal } from '../domain/write-limits';
import { writerRefusal } from './writer-check';

/**
 * `chat.post`: stores a player's message or shared win and announces it to the gateways. Every rule is checked
 * before anything is stored; a post under a key already used answers the message stored under it, and stores and
 * announces nothing new.
 */
export function postMessage(context: ChatContext, request: ParsedRequestOf<'chat.post'>): Promise<ChatMessage> {
  return context.writerTurn(request.userId, () => post(context, request));
}

async function post(context: ChatContext, request: ParsedRequestOf<'chat.post'>): Promise<ChatMessage> {
  const { pool, client, now } = context;
  const { room, userId, idempotencyKey, content } = request;
  const checkedAt = now();
  const history = await writerHistory(pool, userId, idempotencyKey, checkedAt);
  if (history.earlier) return history.earlier;
  const text = 'text' in content ? content.text : null;
  const contact = text === null ? null : contactRefusal(text);
  if (contact) throw contact;
  // A flood is refused here before any other service is asked; the check runs again under the writer's lock.
  const tooFastAlready = rateRefusal(history.sentAts, checkedAt);
  if (tooFastAlready) throw tooFastAlready;
  const refusal = await writerRefusal(context, userId, now());
  if (refusal) throw refusal;
  const [user, win] = await Promise.all([client.call('auth.user.get', { userId }), 'betId' in content ? sharedWin(context, userId, content.betId) : null]);

  const stored = await withTransaction(pool, async (tx) => {
    await lockWriterAndRoom(tx, userId, room);
    const sentAt = now();
    const current = await writerHistory(tx, userId, idempotencyKey, sentAt);
    if (current.earlier) return { message: current.earlier, fresh: false };
    const tooFast = rateRefusal(current.sentAts, sentAt);
    if (tooFast) throw tooFast;
    const message = await insertMessage(tx, { room, userId, idempotencyKey, username: user.username, avatar: publicAvatarOf(user), text, win, sentAt });
    return { message, fresh: true };
  });
  if (stored.fresh) {
    const event: ChatLiveEvent = { type: 'chat_message', room, message: stored.message };
    context.bus.publish(broadcasts.chat, event);
  }
  return stored.message;
}

async function sharedWin({ client }: ChatContext, userId: string, betId: string): Promise<ChatWinCard> {
  return winCardOf(await client.call('game.bet.get', { userId, betId }));
}
