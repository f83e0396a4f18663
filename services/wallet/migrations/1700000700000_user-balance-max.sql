-- Up Migration
-- A player's balance travels as paisa bounded by MAX_PAISA (one trillion PKR, packages/contracts money.ts); one
-- above it could never be answered again. The wallet refuses such a transfer with its message first; this binds
-- every writer. NOT VALID: rows already past it do not stop the migration, and any change to them must bring them
-- back under it.
ALTER TABLE accounts ADD CONSTRAINT user_balance_within_max CHECK (kind <> 'user' OR balance <= 100000000000000) NOT VALID;

-- Down Migration
ALTER TABLE accounts DROP CONSTRAINT user_balance_within_max;
