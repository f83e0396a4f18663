-- Up Migration
-- One provably fair hash chain per game type, made by the seeding ceremony at first start. Only the
-- terminating hash and the salt are ever served.
CREATE TABLE fairness_chains (
  game_type TEXT PRIMARY KEY,
  chain_length INTEGER NOT NULL CHECK (chain_length > 1),
  terminating_hash BYTEA NOT NULL,
  salt TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Every 1000th link of a chain, so a round's hash costs under 1000 hashes. Position 0 is the secret seed.
CREATE TABLE chain_checkpoints (
  game_type TEXT NOT NULL REFERENCES fairness_chains (game_type),
  position INTEGER NOT NULL CHECK (position >= 0),
  hash BYTEA NOT NULL,
  PRIMARY KEY (game_type, position)
);

-- Round r of a game type plays its chain's link N - r. The crash point (hundredths) and hash stay inside the
-- engine until the round has crashed; a round the engine could not finish is voided.
CREATE TABLE rounds (
  game_type TEXT NOT NULL REFERENCES fairness_chains (game_type),
  round_number INTEGER NOT NULL CHECK (round_number > 0),
  status TEXT NOT NULL CHECK (status IN ('betting', 'running', 'crashed', 'voided')),
  hash BYTEA NOT NULL,
  crash_point INTEGER NOT NULL CHECK (crash_point >= 100),
  admin_controlled BOOLEAN NOT NULL,
  betting_ends_at TIMESTAMPTZ NOT NULL,
  started_at TIMESTAMPTZ,
  ended_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (game_type, round_number)
);
CREATE UNIQUE INDEX rounds_one_open_per_game ON rounds (game_type) WHERE status IN ('betting', 'running');

-- A bet is 'placing' until the wallet confirms its debit (transfer id = bet id), then 'active' until it is
-- cashed out ('won') or the round crashes ('lost'). 'voided' bets were refunded or never debited.
CREATE TABLE bets (
  id UUID PRIMARY KEY,
  game_type TEXT NOT NULL,
  round_number INTEGER NOT NULL,
  user_id UUID NOT NULL,
  username TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  auto_cashout INTEGER CHECK (auto_cashout > 100),
  multiple_cashouts INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('placing', 'active', 'won', 'lost', 'voided')),
  cashout_multiplier INTEGER,
  payout BIGINT CHECK (payout > 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at TIMESTAMPTZ,
  FOREIGN KEY (game_type, round_number) REFERENCES rounds (game_type, round_number),
  CHECK ((status = 'won') = (cashout_multiplier IS NOT NULL AND payout IS NOT NULL))
);
CREATE UNIQUE INDEX bets_one_per_player_per_round ON bets (game_type, round_number, user_id) WHERE status <> 'voided';
CREATE INDEX bets_by_round ON bets (game_type, round_number);

-- Admin-set crash points for future rounds (Game Control, off unless configured).
CREATE TABLE round_controls (
  game_type TEXT NOT NULL REFERENCES fairness_chains (game_type),
  round_number INTEGER NOT NULL CHECK (round_number > 0),
  crash_point INTEGER NOT NULL CHECK (crash_point >= 100),
  admin_id UUID NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (game_type, round_number)
);

-- Down Migration
DROP TABLE round_controls;
DROP TABLE bets;
DROP TABLE rounds;
DROP TABLE chain_checkpoints;
DROP TABLE fairness_chains;
