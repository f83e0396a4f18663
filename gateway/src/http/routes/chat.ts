import { chatHistoryQuerySchema, chatPostBodySchema, chatRoomSchema } from '@pkr/contracts';
import { Router } from 'express';
import { chatHistory, chatMuteStatus, postChat } from '../../clients/chat';
import { parseInput, parsePathParam } from '../../validation';
import { idempotencyKeyOf } from '../idempotency-key';
import { sessionOf } from '../locals';
import { bodyOf, type RouteDeps } from '../route-deps';

/** The chat beside each game: anyone reads a room, a logged-in player writes in it and asks whether they are muted. */
export function chatRoutes({ client, sessions }: RouteDeps): Router {
  const router = Router();

  router.get('/chat/:room', async (req, res) => {
    const room = parsePathParam(chatRoomSchema, req.params.room, 'Unknown chat room');
    res.json(await chatHistory(client, { room, ...parseInput(chatHistoryQuerySchema, req.query) }));
  });

  router.post('/chat/:room', sessions.required, async (req, res) => {
    const room = parsePathParam(chatRoomSchema, req.params.room, 'Unknown chat room');
    const content = parseInput(chatPostBodySchema, bodyOf(req));
    res.json(await postChat(client, sessionOf(res).userId, room, content, idempotencyKeyOf(req)));
  });

  router.get('/user/chat-mute', sessions.required, async (_req, res) => {
    res.json(await chatMuteStatus(client, sessionOf(res).userId));
  });

  return router;
}
