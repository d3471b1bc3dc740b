import { useEffect, useState } from 'react';
import { Link } from '@edu/shared/router';
import { formatPrice, type Order, type PaymentStart } from '@edu/shared/core';

type Transfer = NonNullable<PaymentStart['bank_transfer']>;

/** The VietQR drawn as an image (the encoder loads only here, when someone pays by transfer). */
function QrImage({ payload }: { payload: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(payload, { margin: 1, width: 240, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [payload]);
  return src ? (
    <img className="co-qr" src={src} width={240} height={240} alt="Mã VietQR để chuyển khoản" />
  ) : (
    <div className="co-qr skeleton" aria-busy="true" aria-label="Đang tạo mã QR" />
  );
}

/** After ordering by bank transfer: the QR any banking app scans, and the same details to type by hand. */
export function BankTransfer({ order, transfer }: { order: Order; transfer: Transfer }) {
  return (
    <section className="co-transfer" aria-labelledby="co-transfer-title">
      <h3 id="co-transfer-title">Chuyển khoản để hoàn tất đơn hàng {order.code}</h3>
      <QrImage payload={transfer.qr} />
      <dl className="co-transfer-facts">
        <dt>Số tiền</dt>
        <dd>{formatPrice(transfer.amount)}</dd>
        <dt>Số tài khoản</dt>
        <dd>{transfer.account}</dd>
        <dt>Chủ tài khoản</dt>
        <dd>{transfer.account_name}</dd>
        <dt>Nội dung chuyển khoản</dt>
        <dd>
          <strong>{transfer.note}</strong>
        </dd>
      </dl>
      <p className="co-muted">
        Vui lòng ghi đúng nội dung chuyển khoản. Khóa học sẽ được kích hoạt khi chúng tôi nhận được tiền (thường trong giờ làm việc).
      </p>
      <Link to={`/tai-khoan/don-hang/${encodeURIComponent(order.code)}`}>Xem đơn hàng của tôi</Link>
    </section>
  );
}
