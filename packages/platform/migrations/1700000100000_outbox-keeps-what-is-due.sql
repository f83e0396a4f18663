-- Up Migration
-- A row leaves the outbox once its consumer has acknowledged it, instead of staying marked delivered: the table
-- holds only what is still to be delivered, so it does not grow with every event a service has ever sent, and
-- the acknowledgement writes no new row version. The consumer's own record (a ledger transfer, a processed
-- event) is what shows a delivery.
DELETE FROM outbox WHERE delivered_at IS NOT NULL;
DROP INDEX outbox_pending;
ALTER TABLE outbox DROP COLUMN delivered_at;
CREATE INDEX outbox_due ON outbox (next_attempt_at);

-- Down Migration
DROP INDEX outbox_due;
ALTER TABLE outbox ADD COLUMN delivered_at TIMESTAMPTZ;
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
