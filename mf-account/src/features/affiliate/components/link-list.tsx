import { useState } from 'react';
import { showToast, type AffiliateLink } from '@edu/shared/core';
import { LinkQr } from './link-qr';
import { money } from './labels';

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    showToast('Đã sao chép liên kết', { kind: 'success' });
  } catch {
    showToast('Không sao chép được, hãy chọn và sao chép liên kết', { kind: 'info' });
  }
}

/** My links with their figures; each can be copied or shown as a QR code. */
export function LinkList({ links }: { links: AffiliateLink[] }) {
  const [qrFor, setQrFor] = useState<number | null>(null);
  if (links.length === 0) return <p className="acc-muted">Bạn chưa tạo liên kết nào.</p>;
  return (
    <ul className="acc-list" aria-label="Liên kết của tôi">
      {links.map((l) => (
        <li key={l.id} className="card acc-card acc-aff-link">
          <p className="acc-aff-link-path">{l.target_path}</p>
          <p className="acc-aff-link-url">
            <code>{l.url}</code>
          </p>
          <dl className="acc-aff-link-figures">
            <div>
              <dt>Lượt nhấp</dt>
              <dd>{l.clicks}</dd>
            </div>
            <div>
              <dt>Đơn hàng</dt>
              <dd>{l.orders}</dd>
            </div>
            <div>
              <dt>Chờ duyệt</dt>
              <dd>{money(l.pending)}</dd>
            </div>
            <div>
              <dt>Đã duyệt</dt>
              <dd>{money(l.approved)}</dd>
            </div>
          </dl>
          <div className="acc-row">
            <button type="button" className="btn btn-outline" onClick={() => void copy(l.url)} aria-label={`Sao chép liên kết ${l.code}`}>
              Sao chép
            </button>
            <button
              type="button"
              className="btn btn-outline"
              aria-expanded={qrFor === l.id}
              onClick={() => setQrFor(qrFor === l.id ? null : l.id)}
              aria-label={`Mã QR liên kết ${l.code}`}
            >
              Mã QR
            </button>
          </div>
          {qrFor === l.id ? <LinkQr url={l.url} code={l.code} /> : null}
        </li>
      ))}
    </ul>
  );
}
