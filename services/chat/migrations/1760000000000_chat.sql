-- Up Migration
-- Every message written in a room beside a game. The id is the ordering key players see: a room's messages are
-- written one at a time (an advisory lock per room), so a larger id always commits after a smaller one.
CREATE TABLE chat_messages (
  id BIGSERIAL PRIMARY KEY,
  room TEXT NOT NULL CHECK (room IN ('crash', 'aviator')),
  user_id UUID NOT NULL,
  -- the writer's key for this message: a retried or redelivered post finds its row instead of writing again
  idempotency_key TEXT NOT NULL,
  username TEXT NOT NULL,
  avatar JSONB NOT NULL,
  text TEXT,
  win JSONB,
  sent_at TIMESTAMPTZ NOT NULL,
  deleted_at TIMESTAMPTZ,
  deleted_by UUID,
  CHECK ((text IS NULL) <> (win IS NULL)),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX chat_messages_by_room ON chat_messages (room, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX chat_messages_by_writer ON chat_messages (user_id, sent_at DESC);

-- A player an admin muted: until when (null: for good), why and by whom. A new mute replaces the last.
CREATE TABLE chat_mutes (
  user_id UUID PRIMARY KEY,
  until TIMESTAMPTZ,
  reason TEXT NOT NULL,
  muted_by UUID NOT NULL,
  muted_at TIMESTAMPTZ NOT NULL
);

-- Down Migration
DROP TABLE chat_mutes;
DROP TABLE chat_messages;
