-- Up Migration
-- 'unknown': the target did not answer in time and may still have acted (a wallet review or adjustment, a round's
-- crash point). Like 'failed', it keeps the error the admin saw and has no after.
ALTER TABLE audit_log
  DROP CONSTRAINT audit_log_outcome_check,
  DROP CONSTRAINT audit_log_check,
  ADD CONSTRAINT audit_log_outcome_check CHECK (outcome IN ('done', 'failed', 'unknown')),
  ADD CONSTRAINT audit_log_error_unless_done CHECK ((outcome = 'done') = (error IS NULL));

-- Down Migration
-- Refused while an 'unknown' row exists: the log is append-only, so such a row cannot be rewritten.
ALTER TABLE audit_log
  DROP CONSTRAINT audit_log_error_unless_done,
  DROP CONSTRAINT audit_log_outcome_check,
  ADD CONSTRAINT audit_log_outcome_check CHECK (outcome IN ('done', 'failed')),
  ADD CONSTRAINT audit_log_check CHECK ((outcome = 'failed') = (error IS NOT NULL));
