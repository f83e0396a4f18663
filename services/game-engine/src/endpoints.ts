import { AppError, gameSubject, type GameType, pkrToPaisa } from '@pkr/contracts';
import { answerEach, type Batcher, type Bus, databaseAnswers, type EndpointTable, type Pool } from '@pkr/platform';
import { listAutoplays, startAutoplay, stopAutoplay, stopPlayerAutoplays } from './autoplay/autoplay-requests';
import { stopOnSessionsChanged } from './autoplay/session-stops';
import { placeBet } from './bets/bet-placement';
import type { BetToPlace, PlacementResult } from './bets/bet-to-place';
import { cancelBet } from './bets/bet-cancel';
import { cashOut } from './bets/cash-out-request';
import { saltOfRound, type StoredChain } from './db/chains';
import { findPlayerBet, listPlayerBets } from './db/player-bets';
import { findFinishedRound, listFinishedRounds } from './db/rounds';
import { crashFormula } from './domain/crash-point';
import { sha256 } from './domain/fairness-chain';
import { refusals } from './domain/game-errors';
import { maxWinPerBet } from './domain/payout-cap';
import type { EngineContext } from './engine-context';
import { topWins } from './payouts/top-wins';
import { applyProtectionChanged } from './protection/protection-copy';
import { acknowledgeRealityCheck } from './protection/reality-check';
import { gameStateView } from './rounds/game-state-view';
import { roundsInfo, setRoundControl } from './rounds/round-control';
import type { RoundLoop } from './rounds/round-loop';
import { roundTableView } from './rounds/round-table-view';

const AWAITING_SALT = 'The fairness salt is awaited: set FAIRNESS_SALT and restart the engine (docs/fairness.md)';

/**
 * Reads of finished rounds and the fairness commitments, the protection copies, the answers to reality checks and
 * the auto-plays: every replica answers them (queue 'game'), as they share one database.
 */
export function sharedEndpoints(pool: Pool, bus: Bus, chains: Map<GameType, StoredChain>, now: () => Date): EndpointTable {
  const idleGames = [...chains.values()]
    .filter((chain) => chain.salt === null)
    .map(({ gameType }) => ({ gameType, reason: AWAITING_SALT }));
  return {
    'game.health': async () => ({ service: 'game-engine', database: await databaseAnswers(pool), idleGames }),
    'game.fairness.get': ({ gameType }) => {
      const chain = chains.get(gameType);
      if (!chain) throw new Error(`No fairness chain for ${gameType}`);
      return {
        gameType,
        terminatingHash: chain.terminatingHash.toString('hex'),
        salt: chain.salt,
        houseEdgePercent: chain.rules.houseEdgeHundredths / 100,
        maxMultiplier: chain.rules.maxHundredths / 100,
        formula: crashFormula,
      };
    },
    'game.fairness.round': async ({ gameType, roundId }) => {
      const round = await findFinishedRound(pool, gameType, roundId);
      if (!round) throw refusals.roundNotFinished(roundId);
      const salt = await saltOfRound(pool, gameType, roundId);
      if (salt === null) throw new Error(`No salt for ${gameType} round ${roundId}, which was played`);
      return {
        roundId,
        hash: round.hash.toString('hex'),
        previousHash: sha256(round.hash).toString('hex'),
        salt,
        crashPoint: round.crashHundredths / 100,
        adminControlled: round.adminControlled,
        houseEdgePercent: round.rules ? round.rules.houseEdgeHundredths / 100 : null,
        maxMultiplier: round.rules ? round.rules.maxHundredths / 100 : null,
      };
    },
    'game.history.list': async ({ gameType, limit }) =>
      (await listFinishedRounds(pool, gameType, limit)).map((round) => ({
        id: round.number,
        gameType,
        startTime: round.startedAt.toISOString(),
        crashPoint: round.crashHundredths / 100,
        adminControlled: round.adminControlled,
        betStats: round.betStats,
      })),
    'game.bets.list': async ({ userId, limit, before, gameType }) => {
      const rows = await listPlayerBets(pool, userId, limit, { before, gameType });
      return { bets: rows.slice(0, limit), hasMore: rows.length > limit };
    },
    'game.bet.get': async ({ userId, betId }) => {
      const bet = await findPlayerBet(pool, userId, betId);
      if (!bet) throw new AppError('NOT_FOUND', 'Bet not found');
      return bet;
    },
    'game.top': (request) => topWins(pool, request, now()),
    'game.on.protection-changed': (event) => applyProtectionChanged(pool, event),
    'game.on.sessions-changed': (event) => stopOnSessionsChanged(pool, bus, event),
    'game.reality-check.ack': ({ userId }) => acknowledgeRealityCheck(pool, userId, now()),
    'game.autoplay.start': (request) => startAutoplay(pool, request),
    'game.autoplay.list': ({ userId }) => listAutoplays(pool, userId),
    'game.autoplay.stop': ({ userId, id }) => stopAutoplay(pool, bus, userId, id),
    'game.autoplay.stop-player': ({ userId }) => stopPlayerAutoplays(pool, bus, userId),
  };
}

/** The subjects of one game type, served by its leader alone: they need the round's clock in memory. */
export function gameEndpoints(context: EngineContext, loop: RoundLoop, placements: Batcher<BetToPlace, PlacementResult>): EndpointTable {
  const { gameType } = context;
  const table: EndpointTable = {};
  table[gameSubject(gameType, 'state')] = () => {
    if (!loop.current) throw refusals.noActiveGame();
    const maxWin = maxWinPerBet(context.chain.rules.maxHundredths, pkrToPaisa(context.settings.ROUND_MAX_PAYOUT_PKR));
    return gameStateView(loop.current, loop.recentGames, { transitionMs: context.settings.TRANSITION_MS, maxWinPerBet: maxWin }, Date.now());
  };
  // Between rounds the crashed round stays current, so its table answers with its results until the next betting phase.
  table[gameSubject(gameType, 'round-bets')] = () => {
    if (!loop.current) throw refusals.noActiveGame();
    return roundTableView(loop.current);
  };
  table[gameSubject(gameType, 'bet')] = (request, call) => placeBet(context, placements, loop.current, request, call);
  table[gameSubject(gameType, 'cashout')] = ({ userId, betId, slot, idempotencyKey }, { deadline }) =>
    cashOut(context, loop.current, userId, { betId, slot, key: idempotencyKey, deadline });
  // A gateway's bets and cash-outs of the same moment, in one message: each taken as if it had come alone.
  table[gameSubject(gameType, 'bets')] = ({ bets }, call) =>
    answerEach(gameSubject(gameType, 'bets'), bets, (request) => placeBet(context, placements, loop.current, request, call), context.logger);
  table[gameSubject(gameType, 'cashouts')] = ({ cashouts }, { deadline }) =>
    answerEach(gameSubject(gameType, 'cashouts'), cashouts, ({ userId, betId, slot, idempotencyKey }) => cashOut(context, loop.current, userId, { betId, slot, key: idempotencyKey, deadline }), context.logger);
  table[gameSubject(gameType, 'cancel')] = ({ userId, slot, betId }) => cancelBet(context, loop.current, userId, slot, betId);
  table[gameSubject(gameType, 'rounds-info')] = () => roundsInfo(context);
  table[gameSubject(gameType, 'control')] = (request) => setRoundControl(context, request);
  return table;
}
