export interface PriceProps {
  /** What the learner pays, formatted ('499.000đ' or 'Miễn phí'). */
  current: string;
  /** The list price, struck through, only when it is higher than what they pay. */
  old?: string | null;
  free?: boolean;
  size?: 'md' | 'lg';
}

/** A price as learners read it: the amount they pay first, the old one struck through and named for screen readers. */
export function Price({ current, old, free = false, size = 'md' }: PriceProps) {
  return (
    <span className={size === 'lg' ? 'ui-price ui-price--lg' : 'ui-price'}>
      <span className={free ? 'ui-price-now ui-price-now--free' : 'ui-price-now'}>{current}</span>
      {old && (
        <s className="ui-price-old">
          <span className="visually-hidden">Giá gốc </span>
          {old}
        </s>
      )}
    </span>
  );
}
