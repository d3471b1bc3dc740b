-- A rating may carry a written review (one per learner and course, editable). Reports from other learners hide a
-- review once REVIEW_HIDE_REPORTS of them agree; the rating itself still counts in the course's average.
ALTER TABLE course_votes
  ADD COLUMN body text NOT NULL DEFAULT '',
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN hidden boolean NOT NULL DEFAULT false;
CREATE INDEX course_votes_course_idx ON course_votes (course_id, updated_at DESC);

CREATE TABLE review_reports (
  course_id int NOT NULL,
  author_id int NOT NULL,
  reporter_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (course_id, author_id, reporter_id),
  FOREIGN KEY (author_id, course_id) REFERENCES course_votes(user_id, course_id) ON DELETE CASCADE
);
