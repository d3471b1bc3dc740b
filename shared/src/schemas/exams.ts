import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Timestamp } from './common';

/** A mock exam as the portal lists it. */
export const ExamSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  subject: Type.String(),
  description: Type.String(),
  duration_minutes: Type.Integer(),
  question_count: Type.Integer(),
});
export type ExamSummary = Static<typeof ExamSummary>;

/** A question as the taker sees it: never its answer. */
export const ExamQuestion = Type.Object({ id: Type.Integer(), position: Type.Integer(), prompt: Type.String(), options: Type.Array(Type.String()) });
export type ExamQuestion = Static<typeof ExamQuestion>;

/** POST exam/start.json: a new attempt, its deadline, and the questions. */
export const ExamAttemptStarted = Type.Object({
  attempt_id: Type.Integer(),
  exam: ExamSummary,
  started_at: Timestamp,
  deadline: Timestamp,
  questions: Type.Array(ExamQuestion),
});
export type ExamAttemptStarted = Static<typeof ExamAttemptStarted>;

/** POST exam/submit.json: question id → the chosen option's index as shown (a question left out is unanswered). */
export const ExamSubmitBody = Type.Object({
  attempt_id: Id,
  answers: Type.Record(Type.String({ pattern: '^[0-9]{1,10}$' }), Type.Integer({ minimum: 0, maximum: 9 })),
});

/**
 * An attempt's result with each question reviewed in the order shown: what the learner chose and whether it was
 * right; the right answer and why only where the learner got it right or the attempt passed (null otherwise).
 */
export const ExamResult = Type.Object({
  attempt_id: Type.Integer(),
  exam: ExamSummary,
  score: Type.Integer(),
  total: Type.Integer(),
  submitted_at: Timestamp,
  pass_percent: Type.Integer(),
  passed: Type.Boolean(),
  review: Type.Array(
    Type.Object({
      ...ExamQuestion.properties,
      chosen: Nullable(Type.Integer()),
      answer: Nullable(Type.Integer()),
      correct: Type.Boolean(),
      explanation: Nullable(Type.String()),
    }),
  ),
});
export type ExamResult = Static<typeof ExamResult>;

/** GET exam/mine.json: the learner's submitted attempts, newest first. */
export const MyExamAttempt = Type.Object({
  attempt_id: Type.Integer(),
  exam_slug: Type.String(),
  exam_title: Type.String(),
  score: Type.Integer(),
  total: Type.Integer(),
  submitted_at: Timestamp,
});
