import { randomUUID } from 'node:crypto';
import { AppError, type PlaceBetRequest } from '@pkr/contracts';
import { type BusClient, RequestTimeoutError, type RequestOptions } from '@pkr/platform';
import { describe, expect, it } from 'vitest';
import { EngineMoneyCalls } from './engine-money-calls';

interface Sent {
  subject: string;
  request: unknown;
  options: RequestOptions | undefined;
  answer(reply: unknown): void;
  fail(error: unknown): void;
}

/** A bus client that keeps every call it is sent until the test answers it. */
function heldClient() {
  const sent: Sent[] = [];
  const client = {
    call: (subject: string, request: unknown, options?: RequestOptions) =>
      new Promise((answer, fail) => {
        sent.push({ subject, request, options, answer, fail });
      }),
  } as unknown as BusClient;
  return { sent, engine: new EngineMoneyCalls(client) };
}

const bet = (amount: number): PlaceBetRequest => ({ userId: randomUUID(), username: 'ali', amount, autoCashoutHundredths: null, multipleCashouts: 1, slot: 1 });
const placed = (amount: number) => ({ bet: { id: randomUUID(), amount, autoCashoutAt: null, multipleCashouts: 1, round: 1, gameType: 'crash', slot: 1 }, betId: randomUUID(), slot: 1 });
/** The end of the current turn of the event loop, when the turn's calls have gone. */
const turnEnd = () => new Promise((resolve) => setImmediate(resolve));

describe("the gateway's bets and cash-outs to the engine", () => {
  it('sends a bet alone in its turn as itself, on the one-bet subject with its deadline', async () => {
    const { sent, engine } = heldClient();
    const answer = engine.placeBet('crash', bet(1_000), { deadline: 5_000 });
    await turnEnd();
    expect(sent.map(({ subject, options }) => ({ subject, options }))).toEqual([{ subject: 'game.crash.bet', options: { deadline: 5_000 } }]);
    const reply = placed(10);
    sent[0]!.answer(reply);
    await expect(answer).resolves.toEqual(reply);
  });

  it('carries the bets of one turn in one message with the earliest deadline, each answered or refused on its own', async () => {
    const { sent, engine } = heldClient();
    const together = [engine.placeBet('crash', bet(1_000), { deadline: 7_000 }), engine.placeBet('crash', bet(2_000), { deadline: 6_000 }), engine.placeBet('crash', bet(3_000), { deadline: 8_000 })];
    await turnEnd();
    expect(sent).toHaveLength(1);
    const message = sent[0]!;
    expect(message.subject).toBe('game.crash.bets');
    expect((message.request as { bets: PlaceBetRequest[] }).bets.map((sentBet) => sentBet.amount)).toEqual([1_000, 2_000, 3_000]);
    expect(message.options).toEqual({ deadline: 6_000 });
    const refusal = new AppError('INSUFFICIENT_FUNDS', 'Insufficient balance');
    message.answer({ answers: [{ ok: true, data: placed(10) }, { ok: false, error: refusal.toWire() }, { ok: true, data: placed(30) }] });
    const outcomes = await Promise.allSettled(together);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.bet.amount : (outcome.reason as AppError).code))).toEqual([10, 'INSUFFICIENT_FUNDS', 30]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
  });

  it('keeps the games and the kinds of call apart', async () => {
    const { sent, engine } = heldClient();
    for (const gameType of ['crash', 'aviator'] as const) {
      void engine.placeBet(gameType, bet(100), {}).catch(() => undefined);
      void engine.cashout(gameType, { userId: randomUUID() }, {}).catch(() => undefined);
      void engine.cashout(gameType, { userId: randomUUID() }, {}).catch(() => undefined);
    }
    await turnEnd();
    expect(sent.map((message) => message.subject).sort()).toEqual(['game.aviator.bet', 'game.aviator.cashouts', 'game.crash.bet', 'game.crash.cashouts']);
  });

  it("holds a game's bets while its last message of bets is unanswered, and sends all it held in one message when the answer comes", async () => {
    const { sent, engine } = heldClient();
    const first = engine.placeBet('crash', bet(1_000), {});
    await turnEnd();
    const held = [engine.placeBet('crash', bet(2_000), {}), engine.placeBet('crash', bet(3_000), {})];
    await turnEnd();
    void engine.placeBet('crash', bet(4_000), {}).catch(() => undefined);
    // Another game's bets are not held by this one's.
    void engine.placeBet('aviator', bet(5_000), {}).catch(() => undefined);
    await turnEnd();
    expect(sent.map((message) => message.subject)).toEqual(['game.crash.bet', 'game.aviator.bet']);

    sent[0]!.answer(placed(10));
    await expect(first).resolves.toMatchObject({ bet: { amount: 10 } });
    await turnEnd();
    expect(sent.map((message) => message.subject)).toEqual(['game.crash.bet', 'game.aviator.bet', 'game.crash.bets']);
    expect((sent[2]!.request as { bets: PlaceBetRequest[] }).bets.map((sentBet) => sentBet.amount)).toEqual([2_000, 3_000, 4_000]);
    sent[2]!.answer({ answers: [{ ok: true, data: placed(20) }, { ok: true, data: placed(30) }, { ok: true, data: placed(40) }] });
    expect((await Promise.all(held)).map((reply) => reply.bet.amount)).toEqual([20, 30]);
  });

  it('sends the held bets once their message fails too', async () => {
    const { sent, engine } = heldClient();
    const first = engine.placeBet('crash', bet(1_000), {});
    await turnEnd();
    void engine.placeBet('crash', bet(2_000), {}).catch(() => undefined);
    await turnEnd();
    expect(sent).toHaveLength(1);
    sent[0]!.fail(new RequestTimeoutError('game.crash.bet'));
    await expect(first).rejects.toBeInstanceOf(RequestTimeoutError);
    await turnEnd();
    expect(sent.map((message) => message.subject)).toEqual(['game.crash.bet', 'game.crash.bet']);
  });

  it('never holds a cash-out: it is paid at the multiplier the engine reaches when it handles it, so each turn sends its own', async () => {
    const { sent, engine } = heldClient();
    void engine.cashout('crash', { userId: randomUUID() }, {}).catch(() => undefined);
    await turnEnd();
    void engine.cashout('crash', { userId: randomUUID() }, {}).catch(() => undefined);
    await turnEnd();
    expect(sent.map((message) => message.subject)).toEqual(['game.crash.cashout', 'game.crash.cashout']);
  });

  it('fails every call of a message the engine did not answer in time with the timeout, which the money call reports as pending', async () => {
    const { sent, engine } = heldClient();
    const together = [engine.cashout('aviator', { userId: randomUUID() }, {}), engine.cashout('aviator', { userId: randomUUID(), slot: 2 }, {})];
    await turnEnd();
    expect(sent.map((message) => message.subject)).toEqual(['game.aviator.cashouts']);
    sent[0]!.fail(new RequestTimeoutError('game.aviator.cashouts'));
    for (const outcome of await Promise.allSettled(together)) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(RequestTimeoutError);
  });
});
