import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, useMounted, type ExamAttemptStarted, type ExamResult } from '@edu/shared/core';
import { startExam, submitExam } from '../api/exams-api';

export type ExamStage =
  | { kind: 'intro' }
  | { kind: 'taking'; attempt: ExamAttemptStarted }
  | { kind: 'result'; result: ExamResult };

/** Seconds left until `deadline` (never below 0). */
export const secondsLeft = (deadline: string, nowMs: number): number => Math.max(0, Math.ceil((Date.parse(deadline) - nowMs) / 1000));

/** One attempt: start, answer, submit (by the learner, or when time is up), then the review. */
export function useExamAttempt(slug: string) {
  const [stage, setStage] = useState<ExamStage>({ kind: 'intro' });
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const submitted = useRef(false);
  const timeUp = useRef(false);
  const mounted = useMounted();

  const start = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const attempt = await startExam(slug);
      if (!mounted.current) return;
      submitted.current = false;
      timeUp.current = false;
      setAnswers({});
      setNow(Date.now());
      setStage({ kind: 'taking', attempt });
    } catch (e) {
      setError(errorMessage(e, 'Không bắt đầu được bài thi. Vui lòng thử lại.'));
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, [slug, mounted]);

  const submit = useCallback(async () => {
    if (stage.kind !== 'taking' || submitted.current) return;
    submitted.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await submitExam(stage.attempt.attempt_id, answers);
      if (mounted.current) setStage({ kind: 'result', result });
    } catch (e) {
      submitted.current = false;
      setError(errorMessage(e, 'Không nộp được bài. Vui lòng thử lại.'));
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, [stage, answers, mounted]);

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
  return { stage, answers, choose, start, submit, busy, error, secondsLeft: left };
}
