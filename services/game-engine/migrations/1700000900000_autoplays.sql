-- Up Migration
-- A player's auto-play of one bet panel. It lives here, not in a leader's memory, so the next leader goes on with
-- it. last_round is the last round whose bet was counted into rounds_played and net, so a round counts once.
CREATE TABLE autoplays (
  id UUID PRIMARY KEY,
  user_id UUID NOT NULL,
  username TEXT NOT NULL,
  game_type TEXT NOT NULL,
  slot SMALLINT NOT NULL CHECK (slot IN (1, 2)),
  amount BIGINT NOT NULL CHECK (amount > 0),
  auto_cashout INTEGER NOT NULL CHECK (auto_cashout >= 101),
  rounds INTEGER NOT NULL CHECK (rounds BETWEEN 1 AND 100),
  rounds_played INTEGER NOT NULL DEFAULT 0,
  net BIGINT NOT NULL DEFAULT 0,
  loss_stop BIGINT NOT NULL CHECK (loss_stop > 0),
  win_stop BIGINT CHECK (win_stop > 0),
  single_win_stop BIGINT CHECK (single_win_stop > 0),
  last_round INTEGER NOT NULL DEFAULT 0,
  stopped_reason TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  stopped_at TIMESTAMPTZ
);
CREATE UNIQUE INDEX autoplays_one_running_per_panel ON autoplays (user_id, game_type, slot) WHERE stopped_reason IS NULL;
CREATE INDEX autoplays_running_by_game ON autoplays (game_type) WHERE stopped_reason IS NULL;

-- Down Migration
DROP TABLE autoplays;
