import { Link } from '@edu/shared/router';
import { showToast } from '@edu/shared/core';
import { DATE_FORMAT, formatDate } from '@edu/shared/dates';
import { FormAlert } from '../../../components/ui/form-alert';
import { useMutation } from '@edu/shared/core';
import { acceptPolicy } from '../api/accept-policy';

export function PolicyCard({ acceptedAt, onAccepted }: { acceptedAt: string | null; onAccepted: () => void }) {
  const accept = useMutation(async () => {
    await acceptPolicy();
    showToast('Cảm ơn bạn đã đồng ý điều khoản', { kind: 'success' });
    onAccepted();
  });
  if (acceptedAt) {
    return <p className="acc-muted">Bạn đã đồng ý Điều khoản sử dụng và Chính sách bảo mật ngày {formatDate(acceptedAt, DATE_FORMAT)}.</p>;
  }
  return (
    <div className="acc-stack">
      <p>
        Vui lòng đọc và đồng ý <Link to="/dieu-khoan-su-dung">Điều khoản sử dụng</Link> và <Link to="/chinh-sach-bao-mat">Chính sách bảo mật</Link> để
        tiếp tục sử dụng đầy đủ dịch vụ.
      </p>
      <FormAlert message={accept.error} />
      <div>
        <button type="button" className="btn btn-primary" disabled={accept.pending} onClick={() => void accept.run()}>
          Tôi đồng ý
        </button>
      </div>
    </div>
  );
}
