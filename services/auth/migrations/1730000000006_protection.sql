-- Up Migration
-- Each player's protection state, one row from their first change on; a player without one has no limits, no break,
-- no exclusion and the default reality check. Limits are paisa. A pending raise or removal holds from its
-- effectiveAt on, so nothing has to sweep them: every reader applies those that are due.
CREATE TABLE protection_states (
  user_id UUID PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Grows with every change, so a service keeping a copy keeps the newest it heard whatever the order.
  version BIGINT NOT NULL DEFAULT 0,
  deposit_daily BIGINT CHECK (deposit_daily > 0),
  deposit_weekly BIGINT CHECK (deposit_weekly > 0),
  deposit_monthly BIGINT CHECK (deposit_monthly > 0),
  loss_daily BIGINT CHECK (loss_daily > 0),
  -- [{ kind, amount (paisa, null for a removal), effectiveAt }], at most one per kind.
  pending_increases JSONB NOT NULL DEFAULT '[]',
  break_until TIMESTAMPTZ,
  self_excluded_until TIMESTAMPTZ,
  reality_check_minutes INTEGER NOT NULL DEFAULT 60 CHECK (reality_check_minutes BETWEEN 15 AND 120)
);

-- Every change of a limit, break, exclusion or reality check, as the player sees it in their history. An admin's
-- self-exclusion names the admin and the reason. Never rewritten.
CREATE TABLE protection_changes (
  seq BIGSERIAL PRIMARY KEY,
  user_id UUID NOT NULL REFERENCES users (id),
  at TIMESTAMPTZ NOT NULL,
  change TEXT NOT NULL CHECK (change IN ('limit-set', 'limit-increase-requested', 'limit-increase-cancelled', 'break', 'self-exclusion', 'reality-check')),
  kind TEXT CHECK (kind IN ('depositDaily', 'depositWeekly', 'depositMonthly', 'lossDaily')),
  amount BIGINT,
  until TIMESTAMPTZ,
  minutes INTEGER,
  by_admin UUID,
  reason TEXT,
  CHECK ((by_admin IS NULL) = (reason IS NULL))
);
CREATE INDEX protection_changes_of_player ON protection_changes (user_id, seq DESC);

-- A trigger binds every role, the owner included, where REVOKE would not.
CREATE FUNCTION refuse_protection_history_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER protection_changes_append_only BEFORE UPDATE OR DELETE ON protection_changes
  FOR EACH ROW EXECUTE FUNCTION refuse_protection_history_rewrite();
CREATE TRIGGER protection_changes_no_truncate BEFORE TRUNCATE ON protection_changes
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_protection_history_rewrite();

-- Down Migration
DROP TABLE protection_changes;
DROP TABLE protection_states;
DROP FUNCTION refuse_protection_history_rewrite();
