import type { Queryable } from '@pkr/platform';
import type { Bet } from '../domain/bet';

/**
 * Records bets as 'placing' before their debits are asked for, so a lost answer can always be voided by its id;
 * one statement for the batch. Answers the ids recorded: a bet that collides with an earlier one under the same
 * idempotency key, or with the player's bet in the round, is left out, and so is a bet whose round no longer
 * takes bets. The round's row is held in share mode while the bets go in, so a new leader voiding the round
 * either waits and then voids them with it, or has voided it first and none goes in. `placedAt` is the engine's
 * clock, which decides the day a bet counts in for the daily loss limit and the play session it belongs to.
 */
export async function insertPlacingBets(db: Queryable, bets: readonly Bet[], placedAt: Date): Promise<Set<string>> {
  const column = <T>(pick: (bet: Bet) => T) => bets.map(pick);
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO bets (id, game_type, round_number, user_id, username, amount, auto_cashout, multiple_cashouts, slot, status, idempotency_key, created_at)
     SELECT id, game_type, round_number, user_id, username, amount, auto_cashout, multiple_cashouts, slot, 'placing', idempotency_key, $11::timestamptz
       FROM unnest($1::uuid[], $2::text[], $3::int[], $4::uuid[], $5::text[], $6::bigint[], $7::int[], $8::int[], $9::smallint[], $10::text[])
         AS b (id, game_type, round_number, user_id, username, amount, auto_cashout, multiple_cashouts, slot, idempotency_key)
      WHERE EXISTS (SELECT 1 FROM rounds r
                     WHERE r.game_type = b.game_type AND r.round_number = b.round_number AND r.status = 'betting' FOR SHARE)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      column((bet) => bet.id),
      column((bet) => bet.gameType),
      column((bet) => bet.round),
      column((bet) => bet.userId),
      column((bet) => bet.username),
      column((bet) => bet.amount),
      column((bet) => bet.autoCashoutHundredths),
      column((bet) => bet.multipleCashouts),
      column((bet) => bet.slot),
      column((bet) => bet.idempotencyKey ?? null),
      placedAt,
    ],
  );
  return new Set(inserted.rows.map((row) => row.id));
}

/**
 * In one statement: the bets whose debit the wallet refused never existed, and the debited ones become active.
 * Answers the ids activated: a bet left out was voided meanwhile by a new leader.
 */
export async function settlePlacements(db: Queryable, debited: readonly string[], refused: readonly string[]): Promise<Set<string>> {
  const activated = await db.query<{ id: string }>(
    `WITH refused AS (DELETE FROM bets WHERE id = ANY($2::uuid[]) AND status = 'placing')
     UPDATE bets SET status = 'active' WHERE id = ANY($1::uuid[]) AND status = 'placing' RETURNING id`,
    [debited, refused],
  );
  return new Set(activated.rows.map((row) => row.id));
}

/** Voids the bets still placing; answers their ids (a bet a new leader voided first is not among them). */
export async function voidPlacingBets(db: Queryable, ids: readonly string[]): Promise<string[]> {
  const voided = await db.query<{ id: string }>(
    `UPDATE bets SET status = 'voided', settled_at = now() WHERE id = ANY($1::uuid[]) AND status = 'placing' RETURNING id`,
    [ids],
  );
  return voided.rows.map((row) => row.id);
}
