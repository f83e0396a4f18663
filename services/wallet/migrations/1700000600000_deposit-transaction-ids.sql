-- Up Migration
-- One payment is credited once: no two completed deposits share a method and transaction ID. The ID is compared
-- trimmed and whatever its case, as a receipt's ID names one payment however the player typed it. Racing approvals
-- of two requests with one ID meet here, and the later one's transaction (its credit included) rolls back.
CREATE UNIQUE INDEX money_requests_one_completed_deposit_per_transaction ON money_requests (method, lower(btrim(phone)))
  WHERE type = 'deposit' AND status = 'completed';

-- Down Migration
DROP INDEX money_requests_one_completed_deposit_per_transaction;
