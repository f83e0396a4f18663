-- Up Migration
-- An admin may delete a chat message or mute a player in chat (each with a reason); the log names both actions.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('login', 'login-failed', 'logout', 'search-users',
  'adjust-balance', 'approve-transaction', 'reject-transaction', 'game-control', 'grant-admin', 'revoke-admin', 'self-exclude',
  'delete-chat-message', 'mute-chat'));

-- Down Migration
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('login', 'login-failed', 'logout', 'search-users',
  'adjust-balance', 'approve-transaction', 'reject-transaction', 'game-control', 'grant-admin', 'revoke-admin', 'self-exclude'));
