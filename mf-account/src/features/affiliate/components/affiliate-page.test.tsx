import type { AffiliateDashboard } from '@edu/shared/core';
import { fail, installFakeApi, renderPage, screen, signIn, within } from '@edu/shared/testing';
import { AffiliatePage } from './affiliate-page';

const GET = 'GET /api/user/affiliate.json';
const APPLY = 'POST /api/user/affiliate.json';
const PAYOUT = 'POST /api/user/affiliate/payout.json';
const rules = { default_rate_bp: 2000, refund_window_days: 7, min_payout: 200_000, cookie_days: 30 };
const zero = { clicks: 0, orders: 0, pending: 0, approved: 0, requested: 0, paid: 0 };
const profile = (status: 'pending' | 'approved' | 'rejected') => ({
  status,
  bank_name: 'Vietcombank',
  bank_account_last4: '5667',
  account_holder: 'NGUYEN VAN A',
  applied_at: '2026-11-20T01:00:00Z',
  decided_at: null,
});
const empty: AffiliateDashboard = { affiliate: null, rules, summary: zero, links: [], series: [], commissions: [], payouts: [] };
const days = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i - 2).padStart(2, '0')}`, clicks: 0, orders: 0, commission: 0 }));
days[29] = { day: '2026-11-27', clicks: 4, orders: 1, commission: 278_000 };
const approved: AffiliateDashboard = {
  affiliate: profile('approved'),
  rules,
  summary: { clicks: 4, orders: 1, pending: 278_000, approved: 150_000, requested: 0, paid: 0 },
  links: [
    {
      id: 1,
      code: 'ABCD2345',
      target_path: '/khoa-hoc/python-c0031',
      url: 'http://localhost/khoa-hoc/python-c0031?ref=ABCD2345',
      created_at: '2026-11-27T01:00:00Z',
      clicks: 4,
      orders: 1,
      pending: 278_000,
      approved: 0,
    },
  ],
  series: days,
  commissions: [
    {
      id: 9,
      kind: 'sale',
      link_code: 'ABCD2345',
      courses: 'Phân tích dữ liệu với Python',
      base: 1_390_000,
      amount: 278_000,
      status: 'pending',
      created_at: '2026-11-27T01:00:00Z',
      approve_after: '2026-12-04T01:00:00Z',
    },
  ],
  payouts: [],
};

beforeEach(async () => {
  await signIn();
});

describe('/tai-khoan/tiep-thi-lien-ket', () => {
  it('a learner who has not applied sees the terms and applies with a bank account; mistakes are said under each field', async () => {
    let state = empty;
    const calls = installFakeApi({ [GET]: () => state, [APPLY]: () => (state = { ...empty, affiliate: profile('pending') }) });
    const { user } = renderPage('/tai-khoan/tiep-thi-lien-ket', '/tai-khoan/tiep-thi-lien-ket', <AffiliatePage />);
    expect(await screen.findByText(/Hoa hồng 20%/)).toBeInTheDocument();
    expect(screen.getByText(/Rút tiền từ 200\.000đ/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gửi đơn đăng ký' }));
    expect(screen.getByText('Số tài khoản gồm 6–20 chữ số')).toBeInTheDocument();
    expect(screen.getByText('Bạn cần đồng ý với điều khoản chương trình')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Ngân hàng' }), 'Vietcombank');
    await user.type(screen.getByRole('textbox', { name: 'Số tài khoản' }), '0011 0044 55667');
    await user.type(screen.getByRole('textbox', { name: 'Tên chủ tài khoản' }), 'nguyen van a');
    await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(screen.getByRole('button', { name: 'Gửi đơn đăng ký' }));
    expect(await screen.findByRole('heading', { name: 'Đơn đăng ký đang chờ duyệt' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      accept_terms: true,
      bank_name: 'Vietcombank',
      bank_account: '00110044556' + '67',
      account_holder: 'NGUYEN VAN A',
    });
  });

  it("an approved affiliate sees the figures, the chart's numbers as a table, the link, and the commission (never computed here)", async () => {
    installFakeApi({ [GET]: () => approved });
    renderPage('/tai-khoan/tiep-thi-lien-ket', '/tai-khoan/tiep-thi-lien-ket', <AffiliatePage />);
    const figures = await screen.findByRole('list', { name: 'Tổng quan tiếp thị liên kết' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lượt nhấp4', 'Đơn hàng1', 'Chờ duyệt278.000đ', 'Đã duyệt150.000đ', 'Đang chờ chi trả0đ', 'Đã thanh toán0đ']);
    expect(screen.getByRole('img', { name: '30 ngày qua: 4 lượt nhấp, 1 đơn hàng' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Hoạt động theo ngày (30 ngày qua)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['NgàyLượt nhấpĐơn hàngHoa hồng', '27/1141278.000đ']);
    const link = within(screen.getByRole('list', { name: 'Liên kết của tôi' })).getByRole('listitem');
    expect(link).toHaveTextContent('http://localhost/khoa-hoc/python-c0031?ref=ABCD2345');
    expect(within(link).getByRole('button', { name: 'Sao chép liên kết ABCD2345' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /Chờ duyệt/ })).toHaveTextContent('Chờ duyệt đến 04/12/2026');
    // 150.000đ approved is under the 200.000đ minimum: the request cannot be sent
    expect(screen.getByText('Chưa đủ mức rút tối thiểu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yêu cầu rút tiền' })).toBeDisabled();
  });

  it("a payout request the server refuses says the server's reason", async () => {
    const rich = { ...approved, summary: { ...approved.summary, approved: 300_000 } };
    installFakeApi({ [GET]: () => rich, [PAYOUT]: () => fail(409, 'Bạn đang có một yêu cầu rút tiền chờ xử lý') });
    const { user } = renderPage('/tai-khoan/tiep-thi-lien-ket', '/tai-khoan/tiep-thi-lien-ket', <AffiliatePage />);
    await user.click(await screen.findByRole('button', { name: 'Yêu cầu rút tiền' }));
    expect(await screen.findByText('Bạn đang có một yêu cầu rút tiền chờ xử lý')).toBeInTheDocument();
  });
});
