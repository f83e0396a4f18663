-- Up Migration
-- Every settled bet the leaderboard has applied, once per bet id: the history every figure is derived from.
CREATE TABLE settled_bets (
  bet_id UUID PRIMARY KEY,
  user_id UUID NOT NULL,
  username TEXT NOT NULL,
  game_type TEXT NOT NULL,
  round INTEGER NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  auto_cashout_hundredths INTEGER,
  cashout_hundredths INTEGER,
  payout BIGINT NOT NULL CHECK (payout >= 0),
  crash_hundredths INTEGER NOT NULL,
  settled_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX settled_bets_by_player ON settled_bets (user_id);

-- One row per player who has a settled bet: the aggregates recomputed from their bets at every new one.
CREATE TABLE standings (
  user_id UUID PRIMARY KEY,
  username TEXT NOT NULL,
  bets_placed INTEGER NOT NULL,
  bets_won INTEGER NOT NULL,
  total_staked BIGINT NOT NULL,
  total_paid_out BIGINT NOT NULL,
  total_winnings BIGINT NOT NULL,
  biggest_win BIGINT NOT NULL,
  highest_multiplier_hundredths INTEGER NOT NULL,
  achievements TEXT[] NOT NULL,
  unlocked_accessories TEXT[] NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX standings_by_total_winnings ON standings (total_winnings DESC, username);
CREATE INDEX standings_by_biggest_win ON standings (biggest_win DESC, username);
CREATE INDEX standings_by_highest_multiplier ON standings (highest_multiplier_hundredths DESC, username);

-- Every registration heard of, for Early Bird: the first 100 by registration time.
CREATE TABLE registrations (
  user_id UUID PRIMARY KEY,
  username TEXT NOT NULL,
  registered_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX registrations_in_order ON registrations (registered_at, user_id);

-- Down Migration
DROP TABLE registrations;
DROP TABLE standings;
DROP TABLE settled_bets;
