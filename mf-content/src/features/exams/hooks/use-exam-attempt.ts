import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, askAge, useMutation, type ExamAttemptStarted, type ExamResult } from '@edu/shared/core';
import { startExam, submitExam } from '../api/exams-api';

export type ExamStage = { kind: 'intro' } | { kind: 'taking'; attempt: ExamAttemptStarted } | { kind: 'result'; result: ExamResult };

/** Seconds left until `deadline` (never below 0). */
export const secondsLeft = (deadline: string, nowMs: number): number => Math.max(0, Math.ceil((Date.parse(deadline) - nowMs) / 1000));

/** The API's answer when the profile has no date of birth: the age gate asks for it (docs/decisions/2026-11-27-age-gate-trigger.md). */
const asksForAge = (e: unknown) =>
  e instanceof ApiError && e.status === 428 && (e.data as { age_required?: unknown } | undefined)?.age_required === true;

/** Starts an attempt; without a known date of birth, raises the age gate first and, once confirmed, starts. */
async function startWithAgeGate(slug: string): Promise<ExamAttemptStarted> {
  try {
    return await startExam(slug);
  } catch (e) {
    if (!asksForAge(e)) throw e;
    const birthday = await askAge({ reason: 'Bài thi thử dành cho học viên từ 13 tuổi. Ngày sinh được lưu vào hồ sơ của bạn.' });
    if (!birthday) throw new ApiError(428, 'Bạn cần xác nhận độ tuổi để làm bài thi thử.');
    return startExam(slug);
  }
}

/** One attempt: start, answer, submit (by the learner, or when time is up), then the review. */
export function useExamAttempt(slug: string) {
  const [stage, setStage] = useState<ExamStage>({ kind: 'intro' });
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [now, setNow] = useState(() => Date.now());
  const timeUp = useRef(false);

  // shared mutations: one start and one submission at a time, each with its message on failure
  const starting = useMutation(async () => {
    const attempt = await startWithAgeGate(slug);
    timeUp.current = false;
    setAnswers({});
    setNow(Date.now());
    setStage({ kind: 'taking', attempt });
  }, 'Không bắt đầu được bài thi. Vui lòng thử lại.');
  const submitting = useMutation(async (attemptId: number, given: Record<string, number>) => {
    setStage({ kind: 'result', result: await submitExam(attemptId, given) });
  }, 'Không nộp được bài. Vui lòng thử lại.');

  const start = starting.run;
  const submitRun = submitting.run;
  const submit = useCallback(async () => {
    if (stage.kind === 'taking') await submitRun(stage.attempt.attempt_id, answers);
  }, [stage, answers, submitRun]);

  // the clock: a tick a second while taking; time up submits what is answered
  const taking = stage.kind === 'taking' ? stage.attempt : null;
  useEffect(() => {
    if (!taking) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [taking]);
  const left = taking ? secondsLeft(taking.deadline, now) : null;
  useEffect(() => {
    if (left !== 0 || timeUp.current) return;
    timeUp.current = true; // once: a refused late submission is said, not retried
    void submit();
  }, [left, submit]);

  const choose = useCallback((questionId: number, option: number) => setAnswers((a) => ({ ...a, [questionId]: option })), []);
  const busy = starting.pending || submitting.pending;
  return { stage, answers, choose, start, submit, busy, error: submitting.error ?? starting.error, secondsLeft: left };
}
