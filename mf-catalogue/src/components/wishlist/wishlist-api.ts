import { ENDPOINTS, apiDelete, apiGet, apiPatch, type CourseSummary } from '@edu/shared/core';

type Ids = { course_ids: number[] };

export const getWishlist = (signal?: AbortSignal) => apiGet<CourseSummary[]>(ENDPOINTS.wishlist, undefined, { signal });
export const getWishlistIds = (signal?: AbortSignal) => apiGet<Ids>(ENDPOINTS.wishlistIds, undefined, { signal }).then((d) => d.course_ids);
export const addToWishlist = (courseIds: number[]) => apiPatch<Ids>(ENDPOINTS.wishlist, { course_ids: courseIds }).then((d) => d.course_ids);
export const removeFromWishlist = (courseId: number) =>
  apiDelete<Ids>(ENDPOINTS.wishlist, { data: { course_id: courseId } }).then((d) => d.course_ids);

/** A guest's wishlist, kept in this browser until they sign in (then merged into their account's). */
const KEY = 'edu.wishlist';
export function readGuestWishlist(): number[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, 200) : [];
  } catch {
    return [];
  }
}
export function writeGuestWishlist(ids: number[]): void {
  if (ids.length) localStorage.setItem(KEY, JSON.stringify(ids.slice(0, 200)));
  else localStorage.removeItem(KEY);
}

/** Signed in with a guest list waiting in this browser: merge it into the account (once), then forget it here. */
export async function mergeGuestWishlist(): Promise<number[] | null> {
  const pending = readGuestWishlist();
  if (pending.length === 0) return null;
  const ids = await addToWishlist(pending);
  writeGuestWishlist([]);
  return ids;
}
