import type { MemoryBus } from '../../src/index';

/** A leaderboard stand-in on `bus` that acknowledges every settled-bet event; the ids it received, in order. */
export function acknowledgingConsumer(bus: MemoryBus): string[] {
  const received: string[] = [];
  bus.subscribe('leaderboard.on.bet-settled', (payload, delivery) => {
    const { eventId } = payload as { eventId: string };
    received.push(eventId);
    delivery.respond({ ok: true, data: { eventId, duplicate: false } });
  });
  return received;
}
