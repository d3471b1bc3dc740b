-- Moderation (issue 33 item 5). Who may moderate: the queue at /quan-tri/kiem-duyet; everybody else is a learner.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'learner' CHECK (role IN ('learner', 'admin'));

-- Each report weighs what its reporter is trusted with when it is made (account age, owning the course): a fresh
-- account, or one that does not own the course, weighs little. Earlier reports keep a full weight.
ALTER TABLE review_reports ADD COLUMN weight real NOT NULL DEFAULT 1;
ALTER TABLE qa_reports ADD COLUMN weight real NOT NULL DEFAULT 1, ADD COLUMN reason text NOT NULL DEFAULT '';

-- A moderator's decision on a reported item ('review': "<course id>:<author id>", 'question' / 'answer': the id).
-- Reports made before it are settled: only later ones bring the item back to the queue or hide it.
CREATE TABLE moderation_decisions (
  kind text NOT NULL CHECK (kind IN ('review', 'question', 'answer')),
  target text NOT NULL,
  decision text NOT NULL CHECK (decision IN ('hide', 'keep')),
  decided_by int REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, target)
);
