import { z } from 'zod';
import { userIdSchema } from './auth';

/** Every gateway names the players with an open socket on it, on this subject, fire and forget. */
export const PRESENCE_SUBJECT = 'events.gateway.presence';

/** How often a gateway names its players; the engine calls a player away after three silent periods. */
export const PRESENCE_INTERVAL_MS = 10_000;

/** The most players one presence message names: a gateway with more sends several. */
export const PRESENCE_USERS_MAX = 2_000;

export const presenceSchema = z.object({ userIds: z.array(userIdSchema).min(1).max(PRESENCE_USERS_MAX) });
export type Presence = z.infer<typeof presenceSchema>;
