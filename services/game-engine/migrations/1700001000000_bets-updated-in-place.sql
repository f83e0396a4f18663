-- Up Migration
-- A bet's row is written as 'placing', then activated, then won or lost. PostgreSQL writes an update on the
-- row's own page, adding no index entry (a HOT update), only when no index names a changed column, in its keys
-- or its condition, and the page has room. So the indexes that named the status or the settled time now name
-- stored columns that activation and a loss leave as they are:
--   * one bet per player, slot and round counts the bets not `voided`;
--   * the Top tab reads the wins by `won_at`, the settled time of a bet with a payout (the won ones, by the
--     table's check), empty for every other bet.
-- Half of each new page is left free, so each bet written there has room for its next version; by the loss, its
-- 'placing' version is dead and pruned. Adding the stored columns rewrites the table once, under its lock.
ALTER TABLE bets SET (fillfactor = 50);
ALTER TABLE bets
  ADD COLUMN voided BOOLEAN GENERATED ALWAYS AS (status = 'voided') STORED,
  ADD COLUMN won_at TIMESTAMPTZ GENERATED ALWAYS AS (CASE WHEN payout IS NOT NULL THEN settled_at END) STORED;

CREATE UNIQUE INDEX bets_one_per_player_slot_per_round_not_voided ON bets (game_type, round_number, user_id, slot) WHERE NOT voided;
DROP INDEX bets_one_per_player_slot_per_round;
ALTER INDEX bets_one_per_player_slot_per_round_not_voided RENAME TO bets_one_per_player_slot_per_round;

CREATE INDEX bets_won_by_time ON bets (game_type, won_at) WHERE won_at IS NOT NULL;
DROP INDEX bets_won_by_settled;

-- Down Migration
CREATE INDEX bets_won_by_settled ON bets (game_type, settled_at) WHERE status = 'won';
DROP INDEX bets_won_by_time;

CREATE UNIQUE INDEX bets_one_per_player_slot_per_round_by_status ON bets (game_type, round_number, user_id, slot) WHERE status <> 'voided';
DROP INDEX bets_one_per_player_slot_per_round;
ALTER INDEX bets_one_per_player_slot_per_round_by_status RENAME TO bets_one_per_player_slot_per_round;

ALTER TABLE bets DROP COLUMN won_at, DROP COLUMN voided;
ALTER TABLE bets RESET (fillfactor);
