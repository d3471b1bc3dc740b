import { makeLesson, makeLog } from '../../testing/lesson-factory';
import {
  canWatch,
  chooseCurrentLesson,
  courseProgress,
  groupByChapter,
  neighbours,
  parseLessonParam,
  resumePosition,
  withLogs,
  type OutlineLesson,
} from './lesson-outline';

const done = makeLog({ completed: true, progress: 100 });
const course: OutlineLesson[] = [
  makeLesson(3, { position: 3, chapter: 'Chương 2' }),
  makeLesson(1, { position: 1, chapter: 'Chương 1', is_free_preview: true, log: done }),
  makeLesson(2, { position: 2, chapter: 'Chương 1', is_free_preview: true }),
  makeLesson(4, { position: 4, chapter: 'Chương 2', log: makeLog({ position: 30 }) }),
];

describe('chooseCurrentLesson', () => {
  it.each([
    ['the lesson asked for in ?lesson=', { requestedId: 4, entitled: true }, 4],
    ['a locked lesson asked for (it will explain how to unlock it)', { requestedId: 3, entitled: false }, 3],
    ['the first unfinished lesson when nothing is asked', { requestedId: null, entitled: true }, 2],
    ['the first unfinished lesson when ?lesson= is not in the course', { requestedId: 99, entitled: true }, 2],
    ['the first unfinished free preview for a visitor', { requestedId: null, entitled: false }, 2],
  ])('picks %s', (_name, opts, expected) => {
    expect(chooseCurrentLesson(course, opts)?.id).toBe(expected);
  });

  it.each([
    ['the first lesson when all are finished', course.map((l) => ({ ...l, log: done })), true, 1],
    ['the first free preview when all previews are finished', course.map((l) => ({ ...l, log: done })), false, 1],
    ['the first lesson when a visitor can watch none', course.map((l) => ({ ...l, is_free_preview: false })), false, 1],
    ['nothing for an empty course', [], true, undefined],
  ])('picks %s', (_name, lessons, entitled, expected) => {
    expect(chooseCurrentLesson(lessons, { requestedId: null, entitled })?.id).toBe(expected);
  });
});

describe('groupByChapter', () => {
  it('groups in lesson order with durations and completed counts', () => {
    const chapters = groupByChapter(course);
    expect(chapters.map((c) => [c.title, c.lessons.map((l) => l.id), c.durationSeconds, c.completedCount])).toEqual([
      ['Chương 1', [1, 2], 1200, 1],
      ['Chương 2', [3, 4], 1200, 0],
    ]);
  });

  it.each([
    [
      'a chapter that comes back joins its first group',
      ['A', 'B', 'A'],
      [
        ['A', [1, 3]],
        ['B', [2]],
      ],
    ],
    ['blank chapter names become "Bài học"', ['', '  '], [['Bài học', [1, 2]]]],
    ['no lessons, no chapters', [], []],
  ])('%s', (_name, names, expected) => {
    const lessons = names.map((chapter, i) => makeLesson(i + 1, { chapter }));
    expect(groupByChapter(lessons).map((c) => [c.title, c.lessons.map((l) => l.id)])).toEqual(expected);
  });
});

describe('resumePosition', () => {
  it.each([
    ['no log', null, 600, 0],
    ['a saved position', makeLog({ position: 125 }), 600, 125],
    ['a fractional position, floored', makeLog({ position: 125.8 }), 600, 125],
    ['the first 5 seconds', makeLog({ position: 4 }), 600, 0],
    ['a finished lesson starts again', makeLog({ position: 300, completed: true }), 600, 0],
    ['the last 10 seconds start again', makeLog({ position: 591 }), 600, 0],
    ['just before the last 10 seconds', makeLog({ position: 589 }), 600, 589],
    ['an unknown duration keeps the position', makeLog({ position: 300 }), 0, 300],
    ['a broken position', makeLog({ position: Number.NaN }), 600, 0],
  ])('%s', (_name, log, duration, expected) => {
    expect(resumePosition(log, duration)).toBe(expected);
  });
});

describe('lesson helpers', () => {
  it.each([
    [true, false, true],
    [false, true, true],
    [false, false, false],
  ])('canWatch(entitled %s, preview %s) is %s', (entitled, preview, expected) => {
    expect(canWatch({ is_free_preview: preview }, entitled)).toBe(expected);
  });

  it.each([
    ['12', 12],
    [null, null],
    ['', null],
    ['0', null],
    ['-3', null],
    ['1e3', null],
    ['12abc', null],
  ])('parseLessonParam(%p) is %p', (value, expected) => {
    expect(parseLessonParam(value)).toBe(expected);
  });

  it.each([
    [1, null, 2],
    [3, 2, 4],
    [4, 3, null],
    [99, null, null],
  ])('neighbours of %s are %s and %s (by position)', (id, previous, next) => {
    const n = neighbours(course, id);
    expect([n.previous?.id ?? null, n.next?.id ?? null]).toEqual([previous, next]);
  });

  it('counts progress and lays my saved logs over the list', () => {
    expect(courseProgress(course)).toEqual({ done: 1, total: 4, percent: 25 });
    const updated = withLogs(course, { 2: done, 3: done });
    expect(courseProgress(updated)).toEqual({ done: 3, total: 4, percent: 75 });
    expect(courseProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});
