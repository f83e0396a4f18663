-- Up Migration
-- A session token carries this row's id; logout sets revoked_at so every gateway refuses the old token.
CREATE TABLE sessions (
  id UUID PRIMARY KEY,
  user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Down Migration
DROP TABLE sessions;
