-- Up Migration
-- The multiplier (hundredths) at which a round's open bets reached ROUND_MAX_PAYOUT_PKR and were all cashed out
-- there; NULL for a round that never reached it.
ALTER TABLE rounds ADD COLUMN payout_capped_at INTEGER CHECK (payout_capped_at >= 100);

-- Down Migration
ALTER TABLE rounds DROP COLUMN payout_capped_at;
