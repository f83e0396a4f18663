import type { BusClient } from '@pkr/platform';

/**
 * Stops every running auto-play of the player an admin just acted on, so none plays on terms the admin changed.
 * The act is done and audited already: an engine that does not answer leaves it done, and the auto-play then
 * stops at its next refusal or when its player is away.
 */
export async function stopAutoplaysOf(client: BusClient, userId: string): Promise<void> {
  await client.call('game.autoplay.stop-player', { userId }).catch(() => undefined);
}
