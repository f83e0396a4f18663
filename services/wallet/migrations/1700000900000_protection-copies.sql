-- Up Migration
-- The wallet's copy of each player's protection state, as auth announces it on 'events.auth.protection-changed'.
-- Deposits, bets and purchases are refused against it inside the transaction that would move the money, so no
-- call to auth stands between a player and their money. A copy only moves forward: a later version replaces it,
-- an older one arriving late changes nothing. No copy means auth has announced nothing for the player.
CREATE TABLE protection_copies (
  user_id UUID PRIMARY KEY,
  version BIGINT NOT NULL CHECK (version >= 0),
  date_of_birth_known BOOLEAN NOT NULL,
  break_until TIMESTAMPTZ,
  self_excluded_until TIMESTAMPTZ,
  -- the limits and the pending raises as the event carries them (paisa); read whole with the deposit check
  limits JSONB NOT NULL,
  pending_increases JSONB NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The deposit limits sum a player's recent deposits by their time.
CREATE INDEX money_requests_deposits_by_time ON money_requests (user_id, created_at) WHERE type = 'deposit';

-- Down Migration
DROP INDEX money_requests_deposits_by_time;
DROP TABLE protection_copies;
