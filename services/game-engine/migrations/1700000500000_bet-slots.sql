-- Up Migration
-- Which of the player's bets in the round a bet is. The round's rule is one bet per player and slot, not one
-- per player: every bet is slot 1 while a player holds one bet a round, and a second bet will be slot 2.
ALTER TABLE bets ADD COLUMN slot SMALLINT NOT NULL DEFAULT 1 CHECK (slot >= 1);
CREATE UNIQUE INDEX bets_one_per_player_slot_per_round ON bets (game_type, round_number, user_id, slot) WHERE status <> 'voided';
DROP INDEX bets_one_per_player_per_round;

-- Down Migration
CREATE UNIQUE INDEX bets_one_per_player_per_round ON bets (game_type, round_number, user_id) WHERE status <> 'voided';
DROP INDEX bets_one_per_player_slot_per_round;
ALTER TABLE bets DROP COLUMN slot;
