-- A certificate of completion: issued once when a learner who owns a course has completed every lesson of it. The
-- names are kept as they were on that day (a later rename changes neither); `code` is the public verification id.
CREATE TABLE certificates (
  code text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  learner_name text NOT NULL,
  course_name text NOT NULL,
  lesson_count int NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, course_id)
);
