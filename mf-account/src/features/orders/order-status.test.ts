import { ORDER_STATUS_LABEL, toOrderStatus } from './order-status';

describe('toOrderStatus', () => {
  it.each([
    ['pending', 'pending', 'Chờ thanh toán'],
    ['PAID', 'paid', 'Đã thanh toán'],
    ['completed', 'paid', 'Đã thanh toán'],
    ['canceled', 'cancelled', 'Đã hủy'],
    ['failed', 'failed', 'Thanh toán thất bại'],
    ['refunded', 'refunded', 'Đã hoàn tiền'],
    ['something-new', 'unknown', 'Đang xử lý'],
    [null, 'unknown', 'Đang xử lý'],
  ])('%j → %s (%s)', (raw, status, label) => {
    expect(toOrderStatus(raw)).toBe(status);
    expect(ORDER_STATUS_LABEL[toOrderStatus(raw)]).toBe(label);
  });
});
