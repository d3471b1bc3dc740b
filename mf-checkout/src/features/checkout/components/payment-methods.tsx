import { PAYMENT_METHOD_NAMES, type PaymentMethod } from '@edu/shared/core';

/** What each method says to a Vietnamese shopper. */
export const METHOD_LABEL: Record<PaymentMethod, { name: string; hint: string }> = {
  vnpay: { name: PAYMENT_METHOD_NAMES.vnpay, hint: 'Thẻ ATM nội địa, Internet Banking, thẻ quốc tế hoặc quét mã VNPay-QR' },
  momo: { name: PAYMENT_METHOD_NAMES.momo, hint: 'Thanh toán bằng ứng dụng MoMo' },
  vietqr: { name: PAYMENT_METHOD_NAMES.vietqr, hint: 'Quét mã bằng ứng dụng ngân hàng bất kỳ; khóa học được kích hoạt khi nhận được tiền' },
  sandbox: { name: PAYMENT_METHOD_NAMES.sandbox, hint: 'Chỉ dùng khi phát triển, không trừ tiền thật' },
};

/** The ways to pay this site offers, as radio buttons; the first is chosen by default. */
export function PaymentMethods({
  methods,
  chosen,
  disabled,
  onChoose,
}: {
  methods: PaymentMethod[];
  chosen: PaymentMethod | undefined;
  disabled: boolean;
  onChoose: (method: PaymentMethod) => void;
}) {
  if (methods.length === 0) return null;
  return (
    <fieldset className="co-methods" disabled={disabled}>
      <legend>Phương thức thanh toán</legend>
      {methods.map((m) => (
        <label key={m} className="co-method">
          <input type="radio" name="payment-method" value={m} checked={chosen === m} onChange={() => onChoose(m)} />
          <span>
            <strong>{METHOD_LABEL[m].name}</strong>
            <span className="co-muted">{METHOD_LABEL[m].hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
