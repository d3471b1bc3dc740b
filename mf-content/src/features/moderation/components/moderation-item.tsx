import type { ModerationItem } from '@edu/shared/core';

const KIND_LABEL: Record<ModerationItem['kind'], string> = { review: 'Nhận xét', question: 'Câu hỏi', answer: 'Câu trả lời' };
const weight = (n: number) => n.toLocaleString('vi-VN', { maximumFractionDigits: 2 });

/** One reported item: what was written, by whom, where; its reports and their weight; hide or keep. */
export function ModerationItemCard({ item, busy, onDecide }: { item: ModerationItem; busy: boolean; onDecide: (decision: 'hide' | 'keep') => void }) {
  const author = item.author || 'học viên';
  const title = `${KIND_LABEL[item.kind]} của ${author}`;
  const what = `${KIND_LABEL[item.kind].toLowerCase()} của ${author}`;
  const id = `md-${item.kind}-${item.target.replace(':', '-')}`;
  return (
    <li>
      <article className="card ct-md-item" aria-labelledby={id}>
        <h2 id={id} className="ct-md-item-title">
          {title}
        </h2>
        <p className="ct-muted">
          <a href={item.link}>{item.context}</a>
        </p>
        <blockquote className="ct-md-body">{item.body}</blockquote>
        <p className="ct-muted">
          {item.reports} báo cáo · trọng số {weight(item.weight)}
          {item.reasons.length > 0 && <> · lý do: {item.reasons.join(', ')}</>}
        </p>
        <p className="ct-md-state">{item.hidden ? 'Đang ẩn' : 'Đang hiển thị'}</p>
        <div className="ct-md-actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onDecide('hide')} aria-label={`Ẩn ${what}`}>
            Ẩn
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => onDecide('keep')} aria-label={`Giữ lại ${what}`}>
            Giữ lại
          </button>
        </div>
      </article>
    </li>
  );
}
