-- Up Migration
-- A player's Betting History, newest first.
CREATE INDEX bets_by_player ON bets (user_id, created_at DESC);

-- Down Migration
DROP INDEX bets_by_player;
