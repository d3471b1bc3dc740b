import { makeCourse } from '../testing/course-factory';
import { teacherHref, toCourseCard, toImageView, toRating } from './course-view-model';

describe('toCourseCard', () => {
  it('builds the card of a retail course', () => {
    const card = toCourseCard(makeCourse({ id: 5, alias: 'toan-10', alias_code: 'T10', name: 'Toán 10' }));
    expect(card).toMatchObject({
      id: 5,
      name: 'Toán 10',
      href: '/khoa-hoc/toan-10-T10',
      teacher: { name: 'Nguyễn Văn An', href: '/giang-vien-hidden/nguyen-van-an' },
      price: { current: '499.000đ', old: '800.000đ', isFree: false },
      groupLabel: null,
      platformLabel: 'Học trên Website',
      rating: { value: 4.5, count: 12 },
    });
  });

  it.each([
    ['retail', 5, null],
    ['api', 5, null],
    ['no_retail', 12, '12 khóa học'],
    ['combo', 3, '3 khóa học'],
    ['no_retail', 0, null],
  ])('type %p with %p children → group label %p', (type, total, label) => {
    expect(toCourseCard(makeCourse({ type, total_child: total })).groupLabel).toBe(label);
  });

  it.each([
    ['flatform_app', 'Học trên App'],
    ['flatform_web_app', 'Học trên Website và App'],
    ['platform_cross', 'Học đa nền tảng'],
    ['', 'Học trên Website và App'],
  ])('platform %p → %p', (flatform, label) => {
    expect(toCourseCard(makeCourse({ flatform_type: flatform as never })).platformLabel).toBe(label);
  });

  it('shows Miễn phí for a free course', () => {
    expect(toCourseCard(makeCourse({ price: 0, price_new: 0 })).price.current).toBe('Miễn phí');
  });
});

describe('toImageView', () => {
  it.each([
    [
      { img: '/a.jpg', width: 320, height: 180 },
      { src: '/a.jpg', width: 320, height: 180 },
    ],
    [
      { img: '/a.jpg', width: 0, height: 0 },
      { src: '/a.jpg', width: 640, height: 360 },
    ],
    [null, { src: '', width: 640, height: 360 }],
  ])('%p → %p (always a size, so no layout shift)', (thumb, view) => {
    expect(toImageView(thumb)).toEqual(view);
  });
});

describe('teacherHref / toRating', () => {
  it.each([
    ['co-lan', '/giang-vien-hidden/co-lan'],
    ['', null],
    [null, null],
  ])('teacher slug %p → %p', (slug, href) => {
    expect(teacherHref(slug)).toBe(href);
  });

  it.each([
    [4.56, 3, { value: 4.6, count: 3 }],
    [7, 1, { value: 5, count: 1 }],
    [-1, -2, { value: 0, count: 0 }],
    [null, undefined, { value: 0, count: 0 }],
  ])('rate %p count %p → %p', (rate, count, out) => {
    expect(toRating(rate, count)).toEqual(out);
  });
});
