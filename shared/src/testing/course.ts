import type { CourseDetail, CourseSummary } from '../dto';

let nextId = 100;

/** A valid course as course.json sends it (the shared schema's shape); override what the test is about. */
export function makeCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Khóa học ${id}`,
    alias: `khoa-hoc-${id}`,
    alias_code: `c${id}`,
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

/** A course as details.json sends it: no lessons, not owned, unless the test says so. */
export function makeCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...makeCourse(overrides),
    description: '',
    lessons: [],
    children: [],
    category: { id: 3, name: 'Toán', slug: 'toan' },
    subject: null,
    entitled: false,
    my_vote: null,
    meta: { title: '', description: '', keywords: '' },
    student_count: 0,
    teacher_profile: { title: 'Giáo viên Toán', bio: '10 năm dạy Toán THPT.' },
    ...overrides,
  };
}
