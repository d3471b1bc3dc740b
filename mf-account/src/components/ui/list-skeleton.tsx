import { Skeleton } from '@edu/ui';

/** Placeholder rows while an account list loads, at the rows' final height. */
export function ListSkeleton({ rows = 3, label = 'Đang tải…' }: { rows?: number; label?: string }) {
  return <Skeleton height={72} lines={rows} ragged={false} label={label} />;
}
