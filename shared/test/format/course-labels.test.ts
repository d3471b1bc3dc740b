import { courseTypeLabel, platformLabel } from '../../src/format/course-labels';

describe('platformLabel', () => {
  it.each([
    ['flatform_app', 'Học trên App'],
    ['flatform_web', 'Học trên Website'],
    ['flatform_web_app', 'Học trên Website và App'],
    ['platform_cross', 'Học đa nền tảng'],
    ['', 'Học trên Website và App'],
    [null, 'Học trên Website và App'],
    [undefined, 'Học trên Website và App'],
    ['something_new', 'Học trên Website và App'],
    ['toString', 'Học trên Website và App'],
  ])('%p → %p', (type, expected) => {
    expect(platformLabel(type)).toBe(expected);
  });
});

describe('courseTypeLabel', () => {
  it.each([
    [{ type: 'no_retail', total_child: 12 }, '12 khóa học'],
    [{ type: 'combo', total_child: 3 }, '3 khóa học'],
    [{ type: 'group', total_child: 0 }, '0 khóa học'],
    [{ type: 'group' }, '0 khóa học'],
    [{ type: 'retail', total_child: 5 }, null],
    [{ type: 'api', total_child: 5 }, null],
    [{ type: '', total_child: 5 }, null],
    [{ type: null, total_child: 5 }, null],
    [{ total_child: 5 }, null],
  ])('%p → %p', (course, expected) => {
    expect(courseTypeLabel(course)).toBe(expected);
  });
});
