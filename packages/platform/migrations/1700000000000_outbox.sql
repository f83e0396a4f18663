-- Up Migration
-- Requests that must eventually be answered (events to consumers, payouts to the wallet), written in the
-- same transaction as the state change that caused them and redelivered until acknowledged.
CREATE TABLE outbox (
  id BIGSERIAL PRIMARY KEY,
  subject TEXT NOT NULL,
  payload JSONB NOT NULL,
  dedupe_key TEXT NOT NULL UNIQUE,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  delivered_at TIMESTAMPTZ
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL;

-- Events this service has already applied, so a redelivery changes nothing.
CREATE TABLE processed_events (
  event_id UUID NOT NULL,
  consumer TEXT NOT NULL,
  processed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, consumer)
);

-- Down Migration
DROP TABLE processed_events;
DROP TABLE outbox;
