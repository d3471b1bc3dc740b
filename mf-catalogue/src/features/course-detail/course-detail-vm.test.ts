import { makeCourseDetail } from '../../testing/course-factory';
import { actionKind, toChapters, toCourseDetailVm } from './course-detail-vm';

describe('toCourseDetailVm', () => {
  const vm = toCourseDetailVm(makeCourseDetail({ id: 9, alias: 'toan-10', alias_code: 'T9', pods: [{ id: 1, cycle: 3, price: 99000 }] }));

  it('links learning, checkout and the player', () => {
    expect(vm.learnHref).toBe('/vao-hoc/toan-10-T9');
    expect(vm.checkoutHref).toBe('/gio-hang/thanh-toan?course_ids=9');
  });

  it('totals the lessons and labels the packages', () => {
    expect(vm.lessonCount).toBe(3);
    expect(vm.totalDuration).toBe('01 Giờ 10 Phút');
    expect(vm.packages.map((p) => [p.podId, p.label, p.price])).toEqual([
      [null, 'Trọn khóa học', '499.000đ'],
      [1, 'Gói Tháng', '99.000đ/tháng'],
    ]);
  });

  it('uses the SEO meta, falling back to the name and short description', () => {
    expect(vm.meta).toEqual({ title: 'Tiêu đề SEO', description: 'Mô tả SEO', keywords: 'toán, lớp 10' });
    const bare = toCourseDetailVm(makeCourseDetail({ name: 'Văn 12', short_description: 'Ôn thi', meta: undefined as never }));
    expect(bare.meta).toEqual({ title: 'Văn 12', description: 'Ôn thi', keywords: '' });
  });

  it.each([
    [null, null],
    [0, null],
    [4, 4],
  ])('my_vote %p → %p', (myVote, expected) => {
    expect(toCourseDetailVm(makeCourseDetail({ my_vote: myVote })).myVote).toBe(expected);
  });
});

describe('toChapters', () => {
  it('groups lessons by chapter in position order, with durations and preview links', () => {
    const chapters = toChapters(
      [
        { id: 3, title: 'C', duration_seconds: 45, is_free_preview: false, position: 3, chapter: 'Chương 2' },
        { id: 1, title: 'A', duration_seconds: 300, is_free_preview: true, position: 1, chapter: 'Chương 1' },
        { id: 2, title: 'B', duration_seconds: 3900, is_free_preview: false, position: 2, chapter: 'Chương 1' },
        { id: 4, title: 'D', duration_seconds: 60, is_free_preview: false, position: 4, chapter: '' },
      ],
      '/vao-hoc/x-1',
    );
    expect(chapters).toEqual([
      {
        title: 'Chương 1',
        lessons: [
          { id: 1, title: 'A', duration: '05 Phút', previewHref: '/vao-hoc/x-1?lesson=1' },
          { id: 2, title: 'B', duration: '01 Giờ 05 Phút', previewHref: null },
        ],
      },
      { title: 'Chương 2', lessons: [{ id: 3, title: 'C', duration: '00 Phút', previewHref: null }] },
      { title: 'Nội dung khóa học', lessons: [{ id: 4, title: 'D', duration: '01 Phút', previewHref: null }] },
    ]);
  });
});

describe('actionKind', () => {
  it.each([
    [true, 0, 'learn'],
    [true, 499000, 'learn'],
    [false, 0, 'enrol-free'],
    [false, -1, 'enrol-free'],
    [false, 499000, 'buy'],
  ] as const)('entitled %p, price_new %p → %p', (entitled, priceNew, kind) => {
    const vm = toCourseDetailVm(makeCourseDetail({ entitled, price_new: priceNew }));
    expect(actionKind(vm)).toBe(kind);
  });

  it.each([
    ['no_retail', 390000, false, 'combo-only'],
    ['no_retail', 0, false, 'enrol-free'],
    ['no_retail', 390000, true, 'learn'],
    ['combo', 1490000, false, 'buy'],
    ['api', 2499000, false, 'buy'],
  ] as const)('type %p, price_new %p, entitled %p → %p', (type, priceNew, entitled, kind) => {
    const vm = toCourseDetailVm(makeCourseDetail({ type, price_new: priceNew, entitled }));
    expect(actionKind(vm)).toBe(kind);
  });
});
