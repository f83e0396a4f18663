import { accessories, avatarsRequestSchema, purchaseAccessoryFormSchema, updateAvatarFormSchema } from '@pkr/contracts';
import { Router } from 'express';
import { moneyCall } from '../../clients/money-call';
import { parseInput } from '../../validation';
import { idempotencyKeyOf } from '../idempotency-key';
import { sessionOf } from '../locals';
import { bodyOf, type RouteDeps } from '../route-deps';

/** The avatar shop (spec section 7): the catalogue, purchases charged by the catalogue's price, and saving. */
export function avatarRoutes({ client, sessions }: RouteDeps): Router {
  const router = Router();

  /** In the spec's shape (section 3): each item carries either its price in PKR or its unlock criterion. */
  router.get('/accessories', (_req, res) => {
    res.json(
      accessories.map(({ pricePkr, unlockCriteria, ...item }) => (pricePkr === null ? { ...item, unlockCriteria } : { ...item, price: pricePkr })),
    );
  });

  /** `?userIds=a,b`: the avatars of the players in a round's active bets. */
  router.get('/avatars', sessions.required, async (req, res) => {
    const ids = typeof req.query.userIds === 'string' && req.query.userIds !== '' ? req.query.userIds.split(',') : [];
    const { userIds } = parseInput(avatarsRequestSchema, { userIds: ids });
    res.json(userIds.length === 0 ? [] : await client.call('auth.avatars.get', { userIds }));
  });

  router.post('/purchase-accessory', sessions.required, async (req, res) => {
    const { accessoryId, price } = parseInput(purchaseAccessoryFormSchema, bodyOf(req));
    const idempotencyKey = idempotencyKeyOf(req);
    const request = { userId: sessionOf(res).userId, accessoryId, pricePkr: price, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) };
    res.json(await moneyCall('purchase', (options) => client.call('auth.avatar.purchase', request, options)));
  });

  router.post('/update-avatar', sessions.required, async (req, res) => {
    const avatar = parseInput(updateAvatarFormSchema, bodyOf(req));
    const user = await client.call('auth.avatar.update', { ...avatar, userId: sessionOf(res).userId });
    res.json({ avatarColor: user.avatarColor, selectedAccessories: user.selectedAccessories });
  });

  return router;
}
