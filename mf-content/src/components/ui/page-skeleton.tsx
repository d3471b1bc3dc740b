import { Skeleton } from '@edu/ui';
import './ui.css';

/** The reserved shape of a content page while it loads (title, a block, a few lines). */
export function PageSkeleton({ title }: { title?: string }) {
  return (
    <div className="ct-page-skeleton" aria-busy="true">
      {title ? <h1 className="ct-title">{title}</h1> : <Skeleton height={36} width="70%" label="Đang tải tiêu đề" />}
      <Skeleton height={180} label="Đang tải nội dung" />
      <Skeleton height={16} lines={2} label="Đang tải…" />
    </div>
  );
}
