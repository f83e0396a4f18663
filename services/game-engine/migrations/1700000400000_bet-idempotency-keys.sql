-- Up Migration
-- The keys a player's client sent with a bet and with the cash-out that won it: a retry with the same key
-- answers this bet or this win, never a second one. Keyed by player and key, not by round, so a player may
-- hold more than one bet in a round.
ALTER TABLE bets ADD COLUMN idempotency_key TEXT, ADD COLUMN cashout_key TEXT;
CREATE UNIQUE INDEX bets_one_per_idempotency_key ON bets (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE UNIQUE INDEX bets_one_per_cashout_key ON bets (user_id, cashout_key) WHERE cashout_key IS NOT NULL;

-- Down Migration
DROP INDEX bets_one_per_cashout_key;
DROP INDEX bets_one_per_idempotency_key;
ALTER TABLE bets DROP COLUMN cashout_key, DROP COLUMN idempotency_key;
