-- Up Migration
-- The engine's copy of each player's protection state, as auth last announced it: an event of a lower version
-- than the one kept is old news and changes nothing. A player without a row has no restriction.
CREATE TABLE protection_copies (
  user_id UUID PRIMARY KEY,
  version INTEGER NOT NULL CHECK (version >= 0),
  state JSONB NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A player's play session, for the reality check: it starts at the first bet after 30 minutes without one.
-- Play is counted from `counted_from` (the session's start, then each answer); a check sent and not yet
-- answered keeps `asked_at` with the figures it showed, and refuses every bet until the player answers.
CREATE TABLE play_sessions (
  user_id UUID PRIMARY KEY,
  started_at TIMESTAMPTZ NOT NULL,
  counted_from TIMESTAMPTZ NOT NULL,
  asked_at TIMESTAMPTZ,
  asked_net BIGINT,
  CHECK ((asked_at IS NULL) = (asked_net IS NULL))
);

-- Down Migration
DROP TABLE play_sessions;
DROP TABLE protection_copies;
