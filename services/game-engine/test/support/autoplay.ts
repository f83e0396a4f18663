import { type AutoplayUpdateMessage, autoplaySubject, autoplayUpdateMessageSchema, broadcasts, pkrToPaisa, type StartAutoplayRequest } from '@pkr/contracts';
import type { Bus, BusClient, Queryable } from '@pkr/platform';
import { type Player, until } from './engine-harness';

/** An auto-play's terms in PKR, as a player fills the Auto tab; the loss stop is 1,000 PKR unless given. */
export interface AutoplayTerms {
  amountPkr: number;
  autoCashoutHundredths: number;
  rounds: number;
  lossStopPkr?: number;
  winStopPkr?: number;
  singleWinStopPkr?: number;
  slot?: 1 | 2;
}

export async function startAutoplay(client: BusClient, player: Player, terms: AutoplayTerms): Promise<string> {
  const request: StartAutoplayRequest = {
    ...player,
    gameType: 'crash',
    slot: terms.slot ?? 1,
    amount: pkrToPaisa(terms.amountPkr),
    autoCashoutHundredths: terms.autoCashoutHundredths,
    rounds: terms.rounds,
    lossStop: pkrToPaisa(terms.lossStopPkr ?? 1_000),
    winStop: terms.winStopPkr === undefined ? null : pkrToPaisa(terms.winStopPkr),
    singleWinStop: terms.singleWinStopPkr === undefined ? null : pkrToPaisa(terms.singleWinStopPkr),
  };
  return (await client.call('game.autoplay.start', request)).id;
}

/** Every auto-play update the engines send, as a gateway hears them, each checked by the contract. */
export class AutoplayUpdates {
  private readonly heard: AutoplayUpdateMessage[] = [];

  constructor(bus: Bus) {
    const prefix = autoplaySubject('');
    bus.subscribe(broadcasts.autoplay, (payload, delivery) => {
      if (delivery.subject.startsWith(prefix)) this.heard.push(autoplayUpdateMessageSchema.parse(payload));
    });
  }

  of(id: string): AutoplayUpdateMessage[] {
    return this.heard.filter((update) => update.id === id);
  }

  /** Waits for the auto-play's update number `index` (0 = the first). */
  async nth(id: string, index: number, timeoutMs = 20_000): Promise<AutoplayUpdateMessage> {
    await until(async () => this.of(id).length > index, `auto-play ${id} has sent ${index + 1} updates`, timeoutMs);
    return this.of(id)[index]!;
  }
}

/** The auto-play's bets as the engine recorded them, one row per round it bet in. */
export async function autoplayBets(db: Queryable, id: string): Promise<Array<{ id: string; round_number: number; status: string }>> {
  const found = await db.query<{ id: string; round_number: number; status: string }>(`SELECT id, round_number, status FROM bets WHERE idempotency_key LIKE $1 ORDER BY round_number`, [`autoplay:${id}:%`]);
  return found.rows;
}
