-- Up Migration
-- Attempt counters per bucket (client IP, or username for failed logins) and fixed window; two adjacent
-- windows give a sliding estimate. Shared by every gateway because it lives here.
CREATE TABLE rate_limit_counters (
  bucket TEXT NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_start);

-- Down Migration
DROP TABLE rate_limit_counters;
