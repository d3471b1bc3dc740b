import type { CourseDetail, LearningLog, LessonDetail } from '@edu/shared';
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
    video: { youtube: null, adaptive_link: 'khoa-hoc-9/bai-1/master', links: { 360: 'khoa-hoc-9/bai-1/360p', 720: 'khoa-hoc-9/bai-1/720p' }, qualities: [360, 720] },
    entitled: true,
    ...overrides,
  };
}

export function makeLearnCourse(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: 9,
    name: 'Toán 10',
    alias: 'toan-10',
    alias_code: 'c0009',
    type: 'retail',
    thumbnail: { img: '/img/9.jpg', width: 640, height: 360 },
    teacher: { id: 7, name: 'thay-an', full_name: 'Nguyễn Văn An', slug: 'nguyen-van-an', avatar: null },
    price: 800000,
    price_new: 499000,
    pods: [],
    total_child: 0,
    flatform_type: 'flatform_web',
    vote_rate: 4.5,
    vote_count: 12,
    category_id: 3,
    subject_id: null,
    short_description: 'Mô tả ngắn',
    description: '<p>Giới thiệu</p>',
    lessons: [],
    children: [],
    category: { id: 3, name: 'Toán', slug: 'toan' },
    subject: null,
    entitled: false,
    my_vote: null,
    meta: { title: 'Toán 10', description: 'Học Toán 10', keywords: 'toán 10' },
    ...overrides,
  };
}
