import { parseCourseIds, parsePodIds } from './course-ids';

describe('buy-now course_ids', () => {
  it.each([
    ['', { kind: 'absent' }],
    ['?course_ids=31', { kind: 'ids', ids: [31] }],
    ['?course_ids=31,32', { kind: 'ids', ids: [31, 32] }],
    ['?course_ids=31&course_ids=32', { kind: 'ids', ids: [31, 32] }],
    ['?course_ids=32,31,32', { kind: 'ids', ids: [32, 31] }],
    ['?course_ids=%2031%20', { kind: 'ids', ids: [31] }],
    ['?course_ids=', { kind: 'invalid' }],
    ['?course_ids=abc', { kind: 'invalid' }],
    ['?course_ids=0', { kind: 'invalid' }],
    ['?course_ids=-3', { kind: 'invalid' }],
    ['?course_ids=1.5', { kind: 'invalid' }],
    ['?course_ids=31,,32', { kind: 'invalid' }],
    ['?course_ids=99999999999', { kind: 'invalid' }],
    [`?course_ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, { kind: 'invalid' }],
  ])('%s', (search, expected) => {
    expect(parseCourseIds(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('parsePodIds', () => {
  it.each([
    ['pod_ids=9:4', [9], { '9': 4 }],
    ['pod_ids=9:4,31:7', [9, 31], { '9': 4, '31': 7 }],
    ['pod_ids=9:4&pod_ids=31:7', [9, 31], { '9': 4, '31': 7 }],
    ['pod_ids=12:4', [9], {}],
    ['pod_ids=9:x,9:-1,9:0', [9], {}],
    ['pod_ids=9:99999999999', [9], {}],
    ['', [9], {}],
  ])('%s for %j → %j', (query, ids, expected) => expect(parsePodIds(new URLSearchParams(query), ids)).toEqual(expected));
});
