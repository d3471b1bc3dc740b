import { ProgressBar } from '@edu/ui';
import type { RatingSummary } from '@edu/shared/core';

const STARS = [5, 4, 3, 2, 1] as const;

/** How many learners gave each number of stars: '5 sao' and a bar per row, the count beside it. */
export function RatingBreakdown({ summary }: { summary: RatingSummary }) {
  return (
    <ul className="cat-breakdown" aria-label="Phân bố đánh giá">
      {STARS.map((stars) => {
        const count = summary.breakdown[stars];
        return (
          <li key={stars}>
            <span className="cat-breakdown-label">{stars} sao</span>
            <ProgressBar value={count} total={summary.vote_count} label={`${stars} sao: ${count} lượt`} />
            <span className="cat-muted">{count}</span>
          </li>
        );
      })}
    </ul>
  );
}
