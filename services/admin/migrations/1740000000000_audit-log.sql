-- Up Migration
-- Every admin action, one row each: who, what, on what, why, the values before and after, when (UTC), from
-- where, and whether it was done or failed. Rows are never changed or removed.
CREATE TABLE audit_log (
  seq BIGSERIAL PRIMARY KEY,
  -- the caller-chosen id of a money action: a retried action finds its row instead of acting again
  action_id UUID,
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- null only for a failed login, where nobody was admitted
  admin_id UUID,
  admin_username TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('login', 'login-failed', 'logout', 'search-users', 'adjust-balance',
    'approve-transaction', 'reject-transaction', 'game-control', 'grant-admin', 'revoke-admin')),
  target_type TEXT NOT NULL,
  target_id TEXT,
  target_label TEXT NOT NULL DEFAULT '',
  reason TEXT NOT NULL DEFAULT '',
  before JSONB,
  after JSONB,
  outcome TEXT NOT NULL CHECK (outcome IN ('done', 'failed')),
  error TEXT,
  request_id TEXT NOT NULL,
  client_ip TEXT NOT NULL,
  CHECK ((outcome = 'failed') = (error IS NOT NULL)),
  CHECK (admin_id IS NOT NULL OR action = 'login-failed')
);
CREATE UNIQUE INDEX audit_log_action_done ON audit_log (action_id) WHERE outcome = 'done';
CREATE INDEX audit_log_by_admin ON audit_log (admin_id, seq DESC);
CREATE INDEX audit_log_by_action ON audit_log (action, seq DESC);

-- A trigger binds every role, the owner and superusers included, where REVOKE would not.
CREATE FUNCTION refuse_audit_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_rewrite();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_rewrite();

-- Down Migration
DROP TABLE audit_log;
DROP FUNCTION refuse_audit_rewrite();
