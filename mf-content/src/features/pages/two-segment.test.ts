import { resolveTwoSegment, type LookupState, type TwoSegmentView } from './two-segment';

describe('the two-segment catch-all', () => {
  it.each<[string, boolean, LookupState, LookupState, string | null, TwoSegmentView]>([
    ['an invalid path', false, 'idle', 'idle', null, 'not-found'],
    ['page data still loading', true, 'loading', 'idle', null, 'loading'],
    ['a page known by its path', true, 'found', 'idle', null, 'page'],
    ['page data failing', true, 'error', 'idle', null, 'error'],
    ['no page, post loading', true, 'missing', 'loading', null, 'loading'],
    ['no page, a post of that category', true, 'missing', 'found', 'tin-giao-duc', 'post'],
    ['no page, a post of another category', true, 'missing', 'found', 'tuyen-sinh', 'not-found'],
    ['no page, no post', true, 'missing', 'missing', null, 'not-found'],
    ['no page, post call failing', true, 'missing', 'error', null, 'error'],
  ])('%s → %s', (_name, validPath, page, post, postCategory, view) => {
    expect(resolveTwoSegment({ validPath, page, post, category: 'tin-giao-duc', postCategory })).toBe(view);
  });
});
