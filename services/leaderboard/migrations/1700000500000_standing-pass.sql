-- Up Migration
-- The pass over a player's bets in settlement order, kept beside the figures it gives, so a bet settled after
-- the latest one folded in moves the standing without reading the player's other bets. The running net is
-- total_paid_out - total_staked. A row kept before this (no latest bet) is recomputed from all the player's
-- bets on their next bet, or at once by `npm run leaderboard:rebuild`.
ALTER TABLE standings
  ADD COLUMN largest_stake BIGINT NOT NULL DEFAULT 0,
  ADD COLUMN longest_win_streak INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN win_streak INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN lowest_net BIGINT NOT NULL DEFAULT 0,
  ADD COLUMN comeback BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN high_auto_cashout_bets INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN perfect_timing BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN latest_settled_at TIMESTAMPTZ,
  ADD COLUMN latest_bet_id UUID,
  ADD CONSTRAINT standings_latest_whole CHECK ((latest_settled_at IS NULL) = (latest_bet_id IS NULL));

-- Down Migration
ALTER TABLE standings
  DROP CONSTRAINT standings_latest_whole,
  DROP COLUMN latest_bet_id,
  DROP COLUMN latest_settled_at,
  DROP COLUMN perfect_timing,
  DROP COLUMN high_auto_cashout_bets,
  DROP COLUMN comeback,
  DROP COLUMN lowest_net,
  DROP COLUMN win_streak,
  DROP COLUMN longest_win_streak,
  DROP COLUMN largest_stake;
