-- Lesson questions and answers. A user linked to a teacher (users.teacher_id) answers as the course's teacher.
ALTER TABLE users ADD COLUMN teacher_id int REFERENCES teachers(id) ON DELETE SET NULL;

CREATE TABLE lesson_questions (
  id serial PRIMARY KEY,
  lesson_id int NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body text NOT NULL,
  hidden boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lesson_questions_lesson_idx ON lesson_questions (lesson_id, created_at DESC);

CREATE TABLE lesson_answers (
  id serial PRIMARY KEY,
  question_id int NOT NULL REFERENCES lesson_questions(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body text NOT NULL,
  by_teacher boolean NOT NULL,
  hidden boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lesson_answers_question_idx ON lesson_answers (question_id, created_at);

-- Reports from other learners; enough of them hide a question or an answer.
CREATE TABLE qa_reports (
  kind text NOT NULL CHECK (kind IN ('question', 'answer')),
  target_id int NOT NULL,
  reporter_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, target_id, reporter_id)
);
