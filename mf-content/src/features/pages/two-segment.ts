/**
 * SPEC §2's catch-all: a path of exactly two segments. It is a content page when page data knows the
 * path, else a news post when /{category}/{post} match, else not found. Pure, so it is tested by table.
 */
export type LookupState = 'idle' | 'loading' | 'found' | 'missing' | 'error';
export type TwoSegmentView = 'loading' | 'page' | 'post' | 'not-found' | 'error';

export function resolveTwoSegment(input: {
  validPath: boolean;
  page: LookupState;
  post: LookupState;
  /** The first segment, and the post's category slug when it was found. */
  category: string;
  postCategory: string | null;
}): TwoSegmentView {
  if (!input.validPath) return 'not-found';
  if (input.page === 'found') return 'page';
  if (input.page === 'error') return 'error';
  if (input.page !== 'missing') return 'loading';
  if (input.post === 'found') return input.postCategory === input.category ? 'post' : 'not-found';
  if (input.post === 'missing') return 'not-found';
  if (input.post === 'error') return 'error';
  return 'loading';
}
