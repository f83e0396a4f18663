import { perUnit } from '../lib/counters';
import { cpuMeter, cpuMsPer, percentOfCore } from '../lib/cpus';
import { auditWhenSettled, type AuditResult, ledgerMark } from '../lib/ledger-audit';
import { reasonOf } from '../lib/http';
import { type CallOutcome, openLoop, type OpenLoopResult } from '../lib/open-loop';
import type { PlayerSocket } from '../lib/player-sockets';
import { type Player, playerCall } from '../lib/players';
import type { RoundWatcher } from '../lib/rounds';
import type { ScenarioContext } from './context';

/** How the cash-outs come: at a constant rate, or all of them spread evenly over a window from the flight's start. */
export type CashoutPace = { perSecond: number } | { withinMs: number };

export interface RoundPlan {
  players: Player[];
  /** Bets per second, constant, whatever the answers do. */
  rate: number;
  cashoutShare: number;
  cashoutPace: CashoutPace;
  /** Each player's game-page socket: given, the bets and cash-outs go over it instead of HTTP. */
  sockets?: Map<Player, PlayerSocket>;
  /** Called when the round opens its betting, before the first bet. */
  onBetting?: () => void;
  /** Called once every bet has its answer, before the flight. */
  onBetsAnswered?: () => void;
  /** Called once the round is flying, before the cash-outs (crash delivery starts its watch here). */
  onFlight?: (round: number) => void;
  /** Called once every cash-out has its answer, before the crash. */
  onCashoutsAnswered?: () => void;
}

export interface RoundResult {
  round: number;
  bets: OpenLoopResult;
  cashouts: OpenLoopResult | null;
  /**
   * Commits per database and bus messages per bet taken, over the whole round (bets, cash-outs, settlement, the
   * other game's ticks); approximate, as PostgreSQL flushes its statistics a moment after the work.
   */
  perBet: ReturnType<typeof perUnit>;
  /** Each process's CPU while the bets were being taken, the load generator's too, in % of one core (200 = both cores). */
  cpuWhileBetting: Record<string, number>;
  /** The same CPU per bet taken, in ms of one core, with their total: what one bet costs the machine. */
  cpuMsPerBet: Record<string, number>;
  /** Each process's CPU per cash-out taken, in ms of one core with their total, metered while the cash-outs were taken; null with no cash-outs. */
  cpuMsPerCashout: Record<string, number> | null;
  audit: AuditResult;
}

const cashoutsPerSecond = (pace: CashoutPace, cashers: number) => ('perSecond' in pace ? pace.perSecond : cashers / (pace.withinMs / 1000));

const quiet = <T>(promise: Promise<T>) => {
  promise.catch(() => undefined);
  return promise;
};

type MoneyCall = (player: Player, action: 'bet' | 'cashout') => Promise<CallOutcome>;

/** A bet of 10 PKR and its cash-out, through `POST /api/bet` and `POST /api/cashout`. */
const overHttp =
  (baseUrl: string): MoneyCall =>
  async (player, action) => {
    const body = action === 'bet' ? { amount: 10, gameType: 'crash' } : { gameType: 'crash' };
    const answer = await playerCall(baseUrl, player, 'POST', `/api/${action}`, body);
    return answer.status === 200 ? { ok: true } : { ok: false, reason: reasonOf(answer) };
  };

/** The same calls as `place_bet` and `cashout` messages on each player's game-page socket. */
const overSockets =
  (sockets: Map<Player, PlayerSocket>): MoneyCall =>
  (player, action) => {
    const message = action === 'bet' ? { type: 'place_bet', amount: 10, gameType: 'crash' } : { type: 'cashout', gameType: 'crash' };
    return sockets.get(player)!.ask(message);
  };

/**
 * One Crash round under load: every player bets 10 PKR at a constant rate from the start of betting, then a share
 * of those whose bet was taken cash out at the plan's pace from the start of the flight; over HTTP, or over the
 * players' sockets when the plan has them. The books are audited once the round has settled.
 */
export async function playRound(context: ScenarioContext, watcher: RoundWatcher, plan: RoundPlan): Promise<RoundResult> {
  const baseUrl = context.stack.gatewayUrl;
  const betting = await watcher.nextBetting('crash');
  const round = betting.round as number;
  plan.onBetting?.();
  const started = quiet(watcher.started('crash', round));
  const crashed = quiet(watcher.crashed('crash', round));
  const placed: Player[] = [];
  const walletUrl = context.stack.databaseUrl('wallet');
  const [before, afterEntry] = await Promise.all([context.stack.counters(), ledgerMark(walletUrl)]);
  const money = plan.sockets ? overSockets(plan.sockets) : overHttp(baseUrl);
  const cpu = cpuMeter(context.stack.serverPids());
  const bets = await openLoop(plan.players, plan.rate, async (player) => {
    const answer = await money(player, 'bet');
    if (answer.ok) placed.push(player);
    return answer;
  });
  const cpuOfBets = cpu();
  plan.onBetsAnswered?.();
  await started;
  plan.onFlight?.(round);
  const cashers = placed.slice(0, Math.floor(placed.length * plan.cashoutShare));
  const cashing = cashers.length === 0 ? null : await cashOut(context, money, cashers, cashoutsPerSecond(plan.cashoutPace, cashers.length));
  plan.onCashoutsAnswered?.();
  await crashed;
  const audit = await auditWhenSettled(walletUrl, context.stack.databaseUrl('game'), { gameType: 'crash', round, afterEntry });
  const perBet = perUnit(before, await context.stack.counters(), bets.ok);
  return {
    round,
    bets,
    cashouts: cashing?.cashouts ?? null,
    perBet,
    cpuWhileBetting: percentOfCore(cpuOfBets),
    cpuMsPerBet: cpuMsPer(cpuOfBets, bets.ok),
    cpuMsPerCashout: cashing?.cpuMsPerCashout ?? null,
    audit,
  };
}

/** The cash-outs of one flight at a constant rate, every process's CPU metered while they are taken. */
async function cashOut(context: ScenarioContext, money: MoneyCall, cashers: Player[], perSecond: number) {
  const cpu = cpuMeter(context.stack.serverPids());
  const cashouts = await openLoop(cashers, perSecond, (player) => money(player, 'cashout'));
  return { cashouts, cpuMsPerCashout: cpuMsPer(cpu(), cashouts.ok) };
}
