-- Mock exams (Cổng thi): timed multiple-choice tests; a learner's attempts are kept with their answers and score.
CREATE TABLE exams (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  subject text NOT NULL,
  description text NOT NULL DEFAULT '',
  duration_minutes int NOT NULL CHECK (duration_minutes BETWEEN 1 AND 300),
  published boolean NOT NULL DEFAULT true
);

CREATE TABLE exam_questions (
  id serial PRIMARY KEY,
  exam_id int NOT NULL REFERENCES exams(id) ON DELETE CASCADE,
  position int NOT NULL,
  prompt text NOT NULL,
  options jsonb NOT NULL,
  answer int NOT NULL,
  explanation text NOT NULL DEFAULT '',
  UNIQUE (exam_id, position)
);

CREATE TABLE exam_attempts (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  exam_id int NOT NULL REFERENCES exams(id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  deadline timestamptz NOT NULL,
  submitted_at timestamptz,
  answers jsonb,
  score int,
  total int NOT NULL
);
CREATE INDEX exam_attempts_user_idx ON exam_attempts (user_id, started_at DESC);
