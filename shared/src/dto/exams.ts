export type { ExamAttemptStarted, ExamQuestion, ExamResult, ExamSummary } from '../schemas/exams';
