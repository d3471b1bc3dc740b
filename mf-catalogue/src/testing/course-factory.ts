import { makeCourse, makeCourseDetail as baseDetail } from '@edu/shared/testing';
import type { CourseDetailDto } from '../features/course-detail/course-detail-vm';

export { makeCourse };

export function makeCourseDetail(overrides: Partial<CourseDetailDto> = {}): CourseDetailDto {
  return {
    ...baseDetail(overrides),
    description: '<p>Giới thiệu <strong>khóa học</strong></p>',
    lessons: [
      { id: 1, title: 'Bài 1: Mở đầu', duration_seconds: 300, is_free_preview: true, position: 1, chapter: 'Chương 1' },
      { id: 2, title: 'Bài 2: Cơ bản', duration_seconds: 3900, is_free_preview: false, position: 2, chapter: 'Chương 1' },
      { id: 3, title: 'Bài 3: Nâng cao', duration_seconds: 45, is_free_preview: false, position: 3, chapter: 'Chương 2' },
    ],
    meta: { title: 'Tiêu đề SEO', description: 'Mô tả SEO', keywords: 'toán, lớp 10' },
    category: { id: 3, name: 'Vật lý', slug: 'vat-ly' },
    ...overrides,
  } as CourseDetailDto;
}
