import { EmptyState, ErrorState, Skeleton, SmartLink } from '@edu/ui';

/** Checkout's states, composed from the design system's. */
export function LoadingBlock({ label }: { label: string }) {
  return <Skeleton height={16} lines={3} label={label} />;
}

export { ErrorState as ErrorBlock };

export function EmptyCart() {
  return (
    <EmptyState title="Giỏ hàng của bạn đang trống" hint="Hãy khám phá các khóa học và thêm khóa học bạn thích vào giỏ hàng.">
      <SmartLink className="btn btn-primary" to="/khoa-hoc">
        Xem các khóa học
      </SmartLink>
    </EmptyState>
  );
}
