import type { CourseSummary } from '@edu/shared';
import type { CourseDetailDto } from '../features/course-detail/course-detail-vm';

let nextId = 100;

/** A valid course as course.json sends it; override what the test is about. */
export function makeCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Khóa học ${id}`,
    alias: `khoa-hoc-${id}`,
    alias_code: `K${id}`,
    type: 'retail',
    thumbnail: { img: `/img/${id}.jpg`, width: 640, height: 360 },
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
    ...overrides,
  };
}

export function makeCourseDetail(overrides: Partial<CourseDetailDto> = {}): CourseDetailDto {
  return {
    ...makeCourse(overrides),
    description: '<p>Giới thiệu <strong>khóa học</strong></p>',
    lessons: [
      { id: 1, title: 'Bài 1: Mở đầu', duration_seconds: 300, is_free_preview: true, position: 1, chapter: 'Chương 1' },
      { id: 2, title: 'Bài 2: Cơ bản', duration_seconds: 3900, is_free_preview: false, position: 2, chapter: 'Chương 1' },
      { id: 3, title: 'Bài 3: Nâng cao', duration_seconds: 45, is_free_preview: false, position: 3, chapter: 'Chương 2' },
    ],
    entitled: false,
    my_vote: null,
    meta: { title: 'Tiêu đề SEO', description: 'Mô tả SEO', keywords: 'toán, lớp 10' },
    category: { id: 3, name: 'Vật lý', slug: 'vat-ly' },
    subject: null,
    children: [],
    ...overrides,
  } as CourseDetailDto;
}
