-- Up Migration
-- Every round's opening looks for the reality checks due: the sessions without a check waiting, counted from
-- within the last 150 minutes. Without this index it would read every session ever played.
CREATE INDEX play_sessions_to_check ON play_sessions (counted_from) WHERE asked_at IS NULL;

-- Down Migration
DROP INDEX play_sessions_to_check;
