import {
  AppError,
  type CashoutReply,
  gameSubject,
  type GameType,
  gameTypes,
  MONEY_CALLS_PER_MESSAGE,
  type PlaceBetReply,
  type PlaceBetRequest,
  type RequestOf,
  type WireError,
} from '@pkr/contracts';
import { type BusClient, earliestDeadline, type RequestOptions } from '@pkr/platform';

type CashoutRequest = RequestOf<'game.crash.cashout'>;
type Waiting<T, R> = { request: T; deadline: number | undefined; resolve: (reply: R) => void; reject: (error: unknown) => void };
type Envelope<R> = { ok: true; data: R } | { ok: false; error: WireError };

/**
 * The bets and cash-outs this gateway sends the engine, from its HTTP routes and its sockets alike. The calls of
 * one turn of the event loop go in one message at the turn's end, each answered or refused on its own, and a call
 * alone in its turn goes as itself. A message waits no longer than the earliest deadline among its calls.
 *
 * A game's bets go one message at a time: those that come while its last message is unanswered wait for the
 * answer and go together, so at thousands of bets a second a message carries dozens and the bus, the engine and
 * the wallet handle one message and one batch where they handled dozens. A bet waits at most one round trip to
 * the engine, and nothing prices it meanwhile (one sent in the betting phase's last milliseconds can meet its end,
 * as any late bet does). A cash-out is priced when the engine handles it, at the multiplier reached, and the round
 * may crash meanwhile, so cash-outs are never held.
 */
export class EngineMoneyCalls {
  private readonly bets: Record<GameType, TurnCarrier<PlaceBetRequest, PlaceBetReply>>;
  private readonly cashouts: Record<GameType, TurnCarrier<CashoutRequest, CashoutReply>>;

  constructor(client: BusClient) {
    this.bets = perGame((gameType) =>
      new TurnCarrier<PlaceBetRequest, PlaceBetReply>(
        (request, options) => client.call(gameSubject(gameType, 'bet'), request, options),
        async (bets, options) => (await client.call(gameSubject(gameType, 'bets'), { bets }, options)).answers,
        1,
      ),
    );
    this.cashouts = perGame((gameType) =>
      new TurnCarrier<CashoutRequest, CashoutReply>(
        (request, options) => client.call(gameSubject(gameType, 'cashout'), request, options),
        async (cashouts, options) => (await client.call(gameSubject(gameType, 'cashouts'), { cashouts }, options)).answers,
        Number.POSITIVE_INFINITY,
      ),
    );
  }

  placeBet(gameType: GameType, request: PlaceBetRequest, options: RequestOptions): Promise<PlaceBetReply> {
    return this.bets[gameType].carry(request, options.deadline);
  }

  cashout(gameType: GameType, request: CashoutRequest, options: RequestOptions): Promise<CashoutReply> {
    return this.cashouts[gameType].carry(request, options.deadline);
  }
}

const perGame = <V>(make: (gameType: GameType) => V) => Object.fromEntries(gameTypes.map((gameType) => [gameType, make(gameType)])) as Record<GameType, V>;

/**
 * Carries one kind of call to the engine: the calls of a turn together, a call alone in its turn as itself, and at
 * most `maxInFlight` messages unanswered at once.
 */
class TurnCarrier<T, R> {
  private waiting: Array<Waiting<T, R>> = [];
  private inFlight = 0;
  private sendScheduled = false;

  constructor(
    private readonly alone: (request: T, options: RequestOptions) => Promise<R>,
    private readonly together: (requests: T[], options: RequestOptions) => Promise<Array<Envelope<R>>>,
    private readonly maxInFlight: number,
  ) {}

  carry(request: T, deadline: number | undefined): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ request, deadline, resolve, reject });
      this.scheduleSend();
    });
  }

  /** Sends at the end of the turn, unless `maxInFlight` messages are unanswered: then when one is answered. */
  private scheduleSend(): void {
    if (this.sendScheduled || this.waiting.length === 0 || this.inFlight >= this.maxInFlight) return;
    this.sendScheduled = true;
    setImmediate(() => {
      this.sendScheduled = false;
      this.send();
    });
  }

  private send(): void {
    const calls = this.waiting.splice(0, MONEY_CALLS_PER_MESSAGE);
    this.inFlight += 1;
    this.scheduleSend();
    const deadline = earliestDeadline(calls.map((call) => call.deadline));
    void this.deliver(calls, deadline === undefined ? {} : { deadline }).finally(() => {
      this.inFlight -= 1;
      this.scheduleSend();
    });
  }

  /** Sends the calls and settles each with its answer; never rejects. */
  private deliver(calls: Array<Waiting<T, R>>, options: RequestOptions): Promise<void> {
    if (calls.length === 1) {
      const [call] = calls as [(typeof calls)[number]];
      return this.alone(call.request, options).then(call.resolve, call.reject);
    }
    return this.together(
      calls.map((call) => call.request),
      options,
    ).then(
      (answers) =>
        calls.forEach((call, index) => {
          const answer = answers[index];
          if (answer?.ok) call.resolve(answer.data);
          else call.reject(answer ? AppError.fromWire(answer.error) : new Error('the engine answered fewer calls than it was sent'));
        }),
      (error: unknown) => calls.forEach((call) => call.reject(error)),
    );
  }
}
