-- Up Migration
-- The language a player reads the app in, kept on the account so every browser they sign in on speaks it.
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));

-- Down Migration
ALTER TABLE users DROP COLUMN language;
