-- Up Migration
-- An admin may put a player on self-exclusion (with a reason); the log names that action too.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('login', 'login-failed', 'logout', 'search-users',
  'adjust-balance', 'approve-transaction', 'reject-transaction', 'game-control', 'grant-admin', 'revoke-admin', 'self-exclude'));

-- Down Migration
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('login', 'login-failed', 'logout', 'search-users',
  'adjust-balance', 'approve-transaction', 'reject-transaction', 'game-control', 'grant-admin', 'revoke-admin'));
