import {
  type AdminActor,
  adminChatDeleteFormSchema,
  adminChatMuteFormSchema,
  adminRoutes,
  type AdminRouteName,
  type AdminRouteSubject,
  adminSelfExclusionFormSchema,
  auditQuerySchema,
  balanceAdjustmentSchema,
  chatMessageIdSchema,
  crashPointSchema,
  gameTypeSchema,
  historyListRequestSchema,
  listUsersRequestSchema,
  type RequestOf,
  roundNumberSchema,
  userIdSchema,
} from '@pkr/contracts';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { parseInput, parsePathParam } from '../../validation';
import { idempotencyKeyOf } from '../idempotency-key';
import { sessionOf } from '../locals';
import { bodyOf, clientInfo, type RouteDeps } from '../route-deps';

const gameControlBodySchema = z.object({
  gameType: gameTypeSchema,
  crashPoint: crashPointSchema,
  roundNumber: roundNumberSchema.nullish().transform((value) => value ?? undefined),
});
const reviewBodySchema = z.object({ action: z.enum(['approve', 'reject']) });
const adminRightBodySchema = z.object({ isAdmin: z.boolean() });

const queryText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** Query parameters that were sent, so absent ones take their defaults. */
const sentQuery = (req: Request, keys: string[]) =>
  Object.fromEntries(keys.flatMap((key) => (queryText(req.query[key]) === undefined ? [] : [[key, queryText(req.query[key])]])));

type AdminPayload<R extends AdminRouteName> = Omit<RequestOf<AdminRouteSubject<R>>, 'actor'>;

/** Validation and mapping only: each admin route's HTTP input as the payload of its admin subject. */
const payloads: { [R in AdminRouteName]: (req: Request) => AdminPayload<R> } = {
  'users.list': () => ({}),
  'users.search': (req) => parseInput(listUsersRequestSchema, { query: queryText(req.query.query) ?? '' }),
  'users.adjust': (req) => {
    const idempotencyKey = idempotencyKeyOf(req);
    return {
      userId: parsePathParam(userIdSchema, req.params.userId, 'User not found'),
      ...parseInput(balanceAdjustmentSchema, bodyOf(req)),
      ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    };
  },
  'users.set-admin': (req) => ({
    userId: parsePathParam(userIdSchema, req.params.userId, 'User not found'),
    ...parseInput(adminRightBodySchema, bodyOf(req)),
  }),
  'users.self-exclude': (req) => ({
    userId: parsePathParam(userIdSchema, req.params.userId, 'User not found'),
    ...parseInput(adminSelfExclusionFormSchema, bodyOf(req)),
  }),
  'transactions.pending': () => ({}),
  'transactions.review': (req) => ({
    transactionId: parsePathParam(z.uuid(), req.params.id, 'Transaction not found'),
    ...parseInput(reviewBodySchema, bodyOf(req)),
  }),
  'game.rounds': (req) => ({ gameType: parsePathParam(gameTypeSchema, req.params.gameType, 'Unknown game type') }),
  'game.control': (req) => parseInput(gameControlBodySchema, bodyOf(req)),
  'games.history': (req) => {
    const { type, limit } = req.query;
    return parseInput(historyListRequestSchema, {
      gameType: queryText(type) ?? 'crash',
      ...(typeof limit === 'string' ? { limit: Number(limit) } : {}),
    });
  },
  'audit.list': (req) => parseInput(auditQuerySchema, sentQuery(req, ['limit', 'before', 'adminId', 'action'])),
  'chat.rooms': () => ({}),
  'chat.delete': (req) => ({
    messageId: parsePathParam(chatMessageIdSchema, Number(req.params.messageId), 'Message not found'),
    ...parseInput(adminChatDeleteFormSchema, bodyOf(req)),
  }),
  'chat.mute': (req) => ({
    userId: parsePathParam(userIdSchema, req.params.userId, 'User not found'),
    ...parseInput(adminChatMuteFormSchema, bodyOf(req)),
  }),
};

/** The admin behind the call as this gateway resolved the cookie; the admin service checks it with auth again. */
function actorOf(req: Request, res: Response): AdminActor {
  const session = sessionOf(res);
  return { sessionId: session.sessionId, adminId: session.userId, username: session.username, requestId: res.locals.requestId, ip: clientInfo(req).ip };
}

/** Every guarded admin route of the contracts' table, each one call to its admin subject. Mounted behind the admin guard. */
export function adminCallRoutes({ client }: RouteDeps): Router {
  const router = Router();
  for (const [name, route] of Object.entries(adminRoutes) as [AdminRouteName, (typeof adminRoutes)[AdminRouteName]][]) {
    const method = route.method === 'GET' ? 'get' : 'post';
    router[method](route.path, async (req, res) => {
      const payload = payloads[name](req);
      res.json(await client.call(route.subject, { ...payload, actor: actorOf(req, res) } as RequestOf<typeof route.subject>));
    });
  }
  return router;
}
