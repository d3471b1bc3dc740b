import { useCallback, useState } from 'react';
import { errorMessage, showToast, useMutation, type ReviewItem } from '@edu/shared/core';
import { invalidateQueries, useQuery } from '../../../../lib/use-query';
import { getReviews } from '../api/reviews-api';

/** The course's written reviews: the first page from the query cache, then "Xem thêm" appends the next. */
export function useReviews(courseId: number) {
  const first = useQuery(['reviews', courseId], (signal) => getReviews(courseId, 1, signal));
  const [more, setMore] = useState<{ items: ReviewItem[]; page: number }>({ items: [], page: 1 });

  // one page at a time (a second press while one loads does nothing)
  const loading = useMutation(async () => {
    try {
      const next = await getReviews(courseId, more.page + 1);
      setMore((m) => ({ items: [...m.items, ...next.items], page: next.page }));
    } catch (error) {
      showToast(errorMessage(error, 'Không tải được thêm nhận xét. Vui lòng thử lại.'), { kind: 'error' });
    }
  });

  /** After my own review changed: start again from the first page. */
  const reload = useCallback(() => {
    setMore({ items: [], page: 1 });
    invalidateQueries(['reviews', courseId]);
  }, [courseId]);

  const items = [...(first.data?.items ?? []), ...more.items];
  return { first, items, hasMore: items.length < (first.data?.total ?? 0), loadingMore: loading.pending, loadMore: loading.run, reload };
}
