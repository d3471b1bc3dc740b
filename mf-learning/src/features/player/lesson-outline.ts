import type { LearningLog, LessonList } from '@edu/shared/core';

/** One row of lesson.json: outline fields, the course id and my log (null when signed out or never opened). */
export type OutlineLesson = LessonList['lessons'][number];

export interface Chapter {
  title: string;
  lessons: OutlineLesson[];
  durationSeconds: number;
  completedCount: number;
}

export const UNTITLED_CHAPTER = 'Bài học';

const byPosition = (a: OutlineLesson, b: OutlineLesson) => a.position - b.position || a.id - b.id;

export function sortLessons(lessons: readonly OutlineLesson[]): OutlineLesson[] {
  return [...lessons].sort(byPosition);
}

export const isCompleted = (lesson: OutlineLesson): boolean => lesson.log?.completed === true;

/** A lesson plays for an entitled learner, and for everybody when it is a free preview (the API's rule). */
export function canWatch(lesson: Pick<OutlineLesson, 'is_free_preview'>, entitled: boolean): boolean {
  return entitled || lesson.is_free_preview;
}

/**
 * Lessons grouped by chapter, in lesson order; a chapter that reappears later joins its first group.
 * A blank chapter name becomes 'Bài học'.
 */
export function groupByChapter(lessons: readonly OutlineLesson[]): Chapter[] {
  const chapters = new Map<string, Chapter>();
  for (const lesson of sortLessons(lessons)) {
    const title = lesson.chapter?.trim() || UNTITLED_CHAPTER;
    let chapter = chapters.get(title);
    if (!chapter) {
      chapter = { title, lessons: [], durationSeconds: 0, completedCount: 0 };
      chapters.set(title, chapter);
    }
    chapter.lessons.push(lesson);
    chapter.durationSeconds += Math.max(0, lesson.duration_seconds || 0);
    if (isCompleted(lesson)) chapter.completedCount += 1;
  }
  return [...chapters.values()];
}

/**
 * The lesson to show: the one asked for in `?lesson=` when it belongs to the course; otherwise the
 * first unfinished lesson the learner may watch (entitled: any lesson; others: free previews), then
 * the first watchable one, then the very first lesson (which will explain how to unlock it).
 */
export function chooseCurrentLesson(
  lessons: readonly OutlineLesson[],
  opts: { requestedId: number | null; entitled: boolean },
): OutlineLesson | null {
  const sorted = sortLessons(lessons);
  const requested = opts.requestedId === null ? undefined : sorted.find((l) => l.id === opts.requestedId);
  if (requested) return requested;
  const watchable = sorted.filter((l) => canWatch(l, opts.entitled));
  return watchable.find((l) => !isCompleted(l)) ?? watchable[0] ?? sorted[0] ?? null;
}

/** '?lesson=12' → 12; anything that is not a positive integer → null. */
export function parseLessonParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function neighbours(lessons: readonly OutlineLesson[], id: number): { previous: OutlineLesson | null; next: OutlineLesson | null } {
  const sorted = sortLessons(lessons);
  const index = sorted.findIndex((l) => l.id === id);
  if (index < 0) return { previous: null, next: null };
  return { previous: sorted[index - 1] ?? null, next: sorted[index + 1] ?? null };
}

/** Seconds to start at: the saved position, unless there is none, it is in the first 5 s, the lesson was finished, or it is in the last 10 s. */
export function resumePosition(log: Pick<LearningLog, 'position' | 'completed'> | null | undefined, durationSeconds: number): number {
  if (!log || log.completed) return 0;
  const position = Math.floor(Number.isFinite(log.position) ? log.position : 0);
  if (position < 5) return 0;
  if (Number.isFinite(durationSeconds) && durationSeconds > 0 && position >= durationSeconds - 10) return 0;
  return position;
}

export function courseProgress(lessons: readonly OutlineLesson[]): { done: number; total: number; percent: number } {
  const total = lessons.length;
  const done = lessons.filter(isCompleted).length;
  return { done, total, percent: total ? Math.round((done / total) * 100) : 0 };
}

/** The list with my saved logs (answers of learning_log.json) laid over the server's. */
export function withLogs(lessons: readonly OutlineLesson[], logs: Readonly<Record<number, LearningLog>>): OutlineLesson[] {
  return lessons.map((l) => (logs[l.id] ? { ...l, log: logs[l.id]! } : l));
}
