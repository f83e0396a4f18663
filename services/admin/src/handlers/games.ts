import { gameSubject, type ParsedRequestOf, type ReplyOf, toHundredths } from '@pkr/contracts';
import { verifiedAdmin } from '../admin-check';
import { audited } from '../audited';
import type { AdminContext } from '../context';

export async function roundsInfo({ client }: AdminContext, { actor, gameType }: ParsedRequestOf<'admin.game.rounds'>): Promise<ReplyOf<'admin.game.rounds'>> {
  await verifiedAdmin(client, actor);
  return client.call(gameSubject(gameType, 'rounds-info'), {});
}

export async function gameHistory({ client }: AdminContext, { actor, gameType, limit }: ParsedRequestOf<'admin.games.history'>): Promise<ReplyOf<'admin.games.history'>> {
  await verifiedAdmin(client, actor);
  return client.call('game.history.list', { gameType, limit });
}

/** `admin.game.control`: sets the crash point of the next or a scheduled round; before is what that round had. */
export async function controlGame({ pool, client }: AdminContext, request: ParsedRequestOf<'admin.game.control'>): Promise<ReplyOf<'admin.game.control'>> {
  const { actor, gameType, crashPoint, roundNumber } = request;
  const admin = await verifiedAdmin(client, actor);
  const asked = roundNumber === undefined ? 'next round' : `round ${roundNumber}`;
  const intent = { action: 'game-control', targetType: 'round', targetId: `${gameType}:${roundNumber ?? 'next'}`, targetLabel: `${gameType} ${asked}` } as const;
  return audited(pool, actor, admin, intent, async () => {
    const scheduled = (await client.call(gameSubject(gameType, 'rounds-info'), {})).scheduledCrashPoints;
    const reply = await client.call(gameSubject(gameType, 'control'), {
      crashPointHundredths: toHundredths(crashPoint),
      ...(roundNumber === undefined ? {} : { roundNumber }),
      adminId: admin.adminId,
    });
    const round = String(reply.roundNumber);
    return {
      reply,
      after: { crashPoint },
      intent: { targetId: `${gameType}:${round}`, targetLabel: `${gameType} round ${round}`, before: { crashPoint: scheduled[round] ?? null } },
    };
  });
}
