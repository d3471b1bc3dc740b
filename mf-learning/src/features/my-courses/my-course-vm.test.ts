import type { MyCourse } from '@edu/shared/core';
import { makeLearnCourse } from '../../testing/lesson-factory';
import { toMyCourseView } from './my-course-vm';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const mine = (o: Partial<MyCourse>): MyCourse => ({
  ...makeLearnCourse(),
  source: 'order',
  enrolled_at: '2026-01-01T00:00:00Z',
  expires_at: null,
  lesson_count: 10,
  completed_count: 0,
  certificate_code: null,
  ...o,
});

describe('my course view', () => {
  it.each([
    ['not started', { completed_count: 0 }, 0, 'new'],
    ['learning', { completed_count: 3 }, 30, 'learning'],
    ['finished', { completed_count: 10 }, 100, 'finished'],
    ['more done than lessons (lessons removed) stays at 100 %', { completed_count: 12 }, 100, 'finished'],
    ['a course without lessons', { lesson_count: 0, completed_count: 0 }, 0, 'new'],
  ])('%s', (_name, o, percent, status) => {
    const view = toMyCourseView(mine(o), NOW);
    expect([view.percent, view.status]).toEqual([percent, status]);
  });

  it('links to the player and labels source and expiry', () => {
    const view = toMyCourseView(mine({ source: 'activation', expires_at: '2026-07-01T00:00:00Z' }), NOW);
    expect(view.learnHref).toBe('/vao-hoc/toan-10-c0009');
    expect(view.sourceLabel).toBe('Kích hoạt bằng mã');
    expect(view.expiry).toBe('Hết hạn 01/07/2026');
    expect(toMyCourseView(mine({ expires_at: '2026-05-01T00:00:00Z' }), NOW).expiry).toBe('Đã hết hạn 01/05/2026');
    expect(toMyCourseView(mine({}), NOW).expiry).toBeNull();
  });
});
