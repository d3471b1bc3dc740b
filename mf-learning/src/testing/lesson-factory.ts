import type { CourseDetail, LearningLog, LessonDetail } from '@edu/shared/core';
import { makeCourseDetail } from '@edu/shared/testing';
import type { OutlineLesson } from '../features/player/lesson-outline';

export function makeLog(overrides: Partial<LearningLog> = {}): LearningLog {
  return { position: 0, progress: 0, completed: false, updated_at: '2026-01-01T00:00:00.000Z', ...overrides };
}

/** A lesson as lesson.json sends it; override what the test is about. */
export function makeLesson(id: number, overrides: Partial<OutlineLesson> = {}): OutlineLesson {
  return {
    id,
    course_id: 9,
    title: `Bài ${id}`,
    duration_seconds: 600,
    is_free_preview: false,
    position: id,
    chapter: 'Chương 1: Làm quen',
    log: null,
    ...overrides,
  };
}

export function makeLessonDetail(lesson: OutlineLesson, overrides: Partial<LessonDetail> = {}): LessonDetail {
  return {
    ...lesson,
    content: `<p>Nội dung ${lesson.title}</p>`,
    alias: 'toan-10',
    alias_code: 'c0009',
    course_name: 'Toán 10',
    video: {
      youtube: null,
      adaptive_link: 'khoa-hoc-9/bai-1/master',
      links: { 360: 'khoa-hoc-9/bai-1/360p', 720: 'khoa-hoc-9/bai-1/720p' },
      qualities: [360, 720],
    },
    entitled: true,
    ...overrides,
  };
}

export function makeLearnCourse(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return makeCourseDetail({
    id: 9,
    name: 'Toán 10',
    alias: 'toan-10',
    alias_code: 'c0009',
    description: '<p>Giới thiệu</p>',
    meta: { title: 'Toán 10', description: 'Học Toán 10', keywords: 'toán 10' },
    ...overrides,
  });
}
