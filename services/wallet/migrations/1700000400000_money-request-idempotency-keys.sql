-- Up Migration
-- The key a player's client sent with a deposit or withdrawal request: a retry with the same key answers this
-- request, never a second one (nor a second hold).
ALTER TABLE money_requests ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX money_requests_one_per_idempotency_key ON money_requests (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- Down Migration
DROP INDEX money_requests_one_per_idempotency_key;
ALTER TABLE money_requests DROP COLUMN idempotency_key;
