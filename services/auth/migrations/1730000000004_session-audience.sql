-- Up Migration
-- The door a session was opened at; only the admin login's sessions carry admin rights. Sessions opened before
-- this cannot tell which door they came from, so they are all player sessions: an admin logs in again at the
-- admin login, and no player-login session of an admin keeps admin rights.
ALTER TABLE sessions ADD COLUMN audience TEXT NOT NULL DEFAULT 'player' CHECK (audience IN ('player', 'admin'));
-- Every new session names its door.
ALTER TABLE sessions ALTER COLUMN audience DROP DEFAULT;

-- Down Migration
ALTER TABLE sessions DROP COLUMN audience;
