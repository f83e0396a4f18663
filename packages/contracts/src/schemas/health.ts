import { z } from 'zod';

/** Readiness of one service: it answers on the bus and its database answers it. */
export const healthRequestSchema = z.object({});
export const healthReplySchema = z.object({ service: z.string(), database: z.boolean() });
