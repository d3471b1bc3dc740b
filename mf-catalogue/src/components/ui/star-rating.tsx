import './ui.css';

interface StarRatingProps {
  value: number;
  count?: number;
}

/** Read-only stars: 4.5 → four and a half filled, with the figures for screen readers. */
export function StarRating({ value, count }: StarRatingProps) {
  const percent = Math.round((Math.min(5, Math.max(0, value)) / 5) * 100);
  const label = count === undefined ? `Đánh giá ${value}/5` : `Đánh giá ${value}/5 từ ${count} lượt`;
  return (
    <span className="cat-stars" role="img" aria-label={label}>
      <span className="cat-stars-track" aria-hidden="true">
        ★★★★★
        <span className="cat-stars-fill" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
      </span>
      {count !== undefined && <span className="cat-stars-count">({count})</span>}
    </span>
  );
}
