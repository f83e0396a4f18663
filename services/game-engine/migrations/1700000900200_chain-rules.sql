-- Up Migration
-- The house edge (hundredths of a percent) and cap (hundredths) are part of a chain's commitment: stored when the
-- chain is seeded, served with its terminating hash, never changed. A chain seeded before this takes the rules of
-- its newest round that recorded them; one with no such round takes the configured rules at the engine's next
-- start (docs/decisions.md, Odds fixed with the chain). `first_round` is the round that plays the link below the
-- terminating hash: 1 for a game's first chain, the next round for each chain begun after it.
ALTER TABLE fairness_chains
  ADD COLUMN house_edge INTEGER CHECK (house_edge BETWEEN 0 AND 9900),
  ADD COLUMN max_multiplier INTEGER CHECK (max_multiplier >= 100),
  ADD COLUMN first_round INTEGER NOT NULL DEFAULT 1 CHECK (first_round > 0),
  ADD CONSTRAINT fairness_chains_edge_and_cap_together CHECK ((house_edge IS NULL) = (max_multiplier IS NULL));

UPDATE fairness_chains chain SET house_edge = newest.house_edge, max_multiplier = newest.max_multiplier
  FROM (SELECT DISTINCT ON (game_type) game_type, house_edge, max_multiplier FROM rounds
         WHERE house_edge IS NOT NULL ORDER BY game_type, round_number DESC) AS newest
 WHERE newest.game_type = chain.game_type;

-- The chains a game played before its live one, kept so their rounds stay checkable: rounds first_round to
-- last_round played them.
CREATE TABLE retired_chains (
  game_type TEXT NOT NULL REFERENCES fairness_chains (game_type),
  first_round INTEGER NOT NULL CHECK (first_round > 0),
  last_round INTEGER NOT NULL CHECK (last_round >= first_round - 1),
  chain_length INTEGER NOT NULL,
  terminating_hash BYTEA NOT NULL,
  salt TEXT,
  house_edge INTEGER NOT NULL,
  max_multiplier INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  retired_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (game_type, first_round)
);

-- Down Migration
DROP TABLE retired_chains;
ALTER TABLE fairness_chains
  DROP CONSTRAINT fairness_chains_edge_and_cap_together,
  DROP COLUMN first_round, DROP COLUMN max_multiplier, DROP COLUMN house_edge;
