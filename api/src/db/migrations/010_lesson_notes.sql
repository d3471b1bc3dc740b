-- A learner's own notes on a lesson, each at a moment of its video (seconds from the start).
CREATE TABLE lesson_notes (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_id int NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  position_seconds int NOT NULL CHECK (position_seconds >= 0),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lesson_notes_user_lesson_idx ON lesson_notes (user_id, lesson_id, position_seconds);
