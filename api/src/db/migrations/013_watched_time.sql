-- Completion the server can vouch for (docs/decisions/2026-11-27-server-vouched-completion.md): what a learner
-- watched of a lesson is kept as ranges of the video's seconds, credited only by heartbeats of a watch session,
-- each capped by the wall-clock time since the learner's previous heartbeat. `completed` is set by the server from
-- these figures alone; rows completed before this migration keep their completion (learners keep what they had).
ALTER TABLE learning_logs
  ADD COLUMN watched int4multirange NOT NULL DEFAULT '{}',
  ADD COLUMN watched_seconds int NOT NULL DEFAULT 0;

-- One per lesson opened in the player: the nonce the server issued, and the last heartbeat it took (no replay).
CREATE TABLE watch_sessions (
  nonce text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_id int NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  last_seq int NOT NULL DEFAULT 0,
  last_position double precision NOT NULL DEFAULT 0
);
CREATE INDEX watch_sessions_user_idx ON watch_sessions (user_id, started_at DESC);

-- Per learner, when watched time was last credited: parallel sessions (tabs, lessons) share one wall clock.
CREATE TABLE watch_clocks (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  credited_at timestamptz NOT NULL
);
