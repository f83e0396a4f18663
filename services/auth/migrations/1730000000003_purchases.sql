-- Up Migration
-- One row per purchase attempt that reached the wallet: 'buying' while its debit is unconfirmed, 'bought' once
-- the item is owned, 'voided' once its debit was undone or barred. The wallet transfer id is 'purchase:<id>'.
CREATE TABLE purchases (
  id UUID PRIMARY KEY,
  user_id UUID NOT NULL REFERENCES users (id),
  accessory_id TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL CHECK (status IN ('buying', 'bought', 'voided')),
  idempotency_key TEXT,
  -- The player's balance right after the charge, which a retry under the same key answers again.
  balance_after BIGINT CHECK (status <> 'bought' OR balance_after IS NOT NULL),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- An item is bought at most once per player: a second attempt waits for, or answers, the live one.
CREATE UNIQUE INDEX purchases_one_live_per_item ON purchases (user_id, accessory_id) WHERE status <> 'voided';
CREATE UNIQUE INDEX purchases_user_key ON purchases (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX purchases_unconfirmed ON purchases (created_at) WHERE status = 'buying';

-- Down Migration
DROP TABLE purchases;
