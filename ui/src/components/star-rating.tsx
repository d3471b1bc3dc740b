/** Read-only stars: 4.5 → four and a half filled, with the figures for screen readers. */
export function StarRating({ value, count }: { value: number; count?: number }) {
  const percent = Math.round((Math.min(5, Math.max(0, value)) / 5) * 100);
  const label = count === undefined ? `Đánh giá ${value}/5` : `Đánh giá ${value}/5 từ ${count} lượt`;
  return (
    <span className="ui-stars" role="img" aria-label={label}>
      <span className="ui-stars-track" aria-hidden="true">
        ★★★★★
        <span className="ui-stars-fill" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
      </span>
      {count !== undefined && (
        <span className="ui-stars-count" aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  );
}
