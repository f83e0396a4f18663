-- Up Migration
CREATE TABLE users (
  id UUID PRIMARY KEY,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  is_admin BOOLEAN NOT NULL DEFAULT false,
  phone TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  avatar_color TEXT NOT NULL DEFAULT 'blue',
  selected_accessories TEXT NOT NULL DEFAULT '[]',
  avatar_accessories TEXT NOT NULL DEFAULT '[]'
);
-- 'Ali' and 'ali' are the same player: uniqueness ignores case.
CREATE UNIQUE INDEX users_username_ci ON users (lower(username));
CREATE INDEX users_newest_first ON users (created_at DESC);

-- Down Migration
DROP TABLE users;
