-- Up Migration
-- The double-entry ledger in integer paisa. Invariants: transfers and entries are immutable, a transfer id is
-- used once, every transfer writes two entries of opposite sign, so the sum of all balances is always zero.
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('user', 'house', 'clearing', 'holds')),
  balance BIGINT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- house and clearing mirror the outside world and may go negative; players and held money never do
  CONSTRAINT balance_not_negative CHECK (kind IN ('house', 'clearing') OR balance >= 0)
);

INSERT INTO accounts (id, kind) VALUES ('house', 'house'), ('clearing', 'clearing'), ('withdrawal-holds', 'holds');

CREATE TABLE transfers (
  id TEXT PRIMARY KEY,
  debit_account TEXT NOT NULL REFERENCES accounts (id),
  credit_account TEXT NOT NULL REFERENCES accounts (id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  kind TEXT NOT NULL CHECK (kind IN ('bet', 'payout', 'refund', 'registration_bonus', 'deposit', 'withdrawal_hold',
    'withdrawal_release', 'withdrawal_payout', 'adjustment', 'purchase', 'void')),
  memo TEXT NOT NULL DEFAULT '',
  -- the admin who ordered it (reviews, adjustments); null for transfers made by services
  actor_id UUID,
  -- a retry with the same id must carry the same details; this is how the wallet tells
  request_hash TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (debit_account <> credit_account)
);

CREATE TABLE entries (
  seq BIGSERIAL PRIMARY KEY,
  transfer_id TEXT NOT NULL REFERENCES transfers (id),
  account_id TEXT NOT NULL REFERENCES accounts (id),
  amount BIGINT NOT NULL CHECK (amount <> 0),
  balance_after BIGINT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (transfer_id, account_id)
);
CREATE INDEX entries_by_account ON entries (account_id, seq DESC);

-- Ids voided before their transfer arrived: a late duplicate with such an id is refused, never applied.
CREATE TABLE voided_transfer_ids (
  transfer_id TEXT PRIMARY KEY,
  reason TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A trigger binds every role, the owner and superusers included, where REVOKE would not.
CREATE FUNCTION refuse_ledger_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused; a correction is a new transfer', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

CREATE TRIGGER transfers_append_only BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_rewrite();
CREATE TRIGGER transfers_no_truncate BEFORE TRUNCATE ON transfers
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_rewrite();
CREATE TRIGGER entries_append_only BEFORE UPDATE OR DELETE ON entries
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_rewrite();
CREATE TRIGGER entries_no_truncate BEFORE TRUNCATE ON entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_rewrite();
CREATE TRIGGER voided_transfer_ids_append_only BEFORE UPDATE OR DELETE ON voided_transfer_ids
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_rewrite();
CREATE TRIGGER voided_transfer_ids_no_truncate BEFORE TRUNCATE ON voided_transfer_ids
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_rewrite();

-- Down Migration
DROP TABLE voided_transfer_ids;
DROP TABLE entries;
DROP TABLE transfers;
DROP FUNCTION refuse_ledger_rewrite();
DROP TABLE accounts;
