-- Exams from a bank (docs/decisions/2026-11-27-exam-attempts.md): an exam's questions are its bank; each attempt
-- draws `attempt_size` of them (the ones the learner has seen least first) in its own order, with its own order of
-- options, kept in `layout` ([{"q": question id, "o": [bank option index, in the order shown]}]). Attempts made
-- before this migration have no layout: the whole exam, in its order.
ALTER TABLE exams
  ADD COLUMN attempt_size int NOT NULL DEFAULT 5 CHECK (attempt_size BETWEEN 1 AND 100),
  ADD COLUMN pass_percent int NOT NULL DEFAULT 80 CHECK (pass_percent BETWEEN 1 AND 100);
ALTER TABLE exam_attempts ADD COLUMN layout jsonb;
CREATE INDEX exam_attempts_user_exam_idx ON exam_attempts (user_id, exam_id, started_at DESC);
