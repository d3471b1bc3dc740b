import { fail, installFakeApi, renderPage, screen, signIn, signOut, within } from '@edu/shared/testing';
import userEvent from '@testing-library/user-event';
import { invalidateQueries } from '../lib/use-query';
import ModerationPage from './moderation-page';

const review = {
  kind: 'review',
  target: '7:42',
  body: 'Mua khóa học rẻ hơn ở trang khác.',
  author: 'Lê Văn Tư',
  context: 'Toán 12',
  link: '/khoa-hoc/toan-12-C0007',
  hidden: false,
  reports: 3,
  weight: 0.03,
  reasons: ['spam'],
  last_reported_at: '2026-11-27T03:00:00.000Z',
};

function open(queue: () => unknown) {
  const calls = installFakeApi({
    'GET /api/admin/moderation.json': queue,
    'POST /api/admin/moderation/decide.json': (c) => {
      const { kind, target, decision } = c.body as { kind: string; target: string; decision: string };
      return { kind, target, hidden: decision === 'hide' };
    },
  });
  renderPage('/quan-tri/kiem-duyet', '/quan-tri/kiem-duyet', <ModerationPage />);
  return calls;
}

beforeEach(() => {
  invalidateQueries();
  sessionStorage.clear();
});
afterEach(signOut);

describe('/quan-tri/kiem-duyet', () => {
  it('a moderator sees a reported review with its reports and weight, hides it, and the queue is read again', async () => {
    await signIn();
    let items = [review];
    const calls = open(() => ({ items, hide_weight: 3 }));
    const item = await screen.findByRole('article', { name: 'Nhận xét của Lê Văn Tư' });
    expect(within(item).getByText('Mua khóa học rẻ hơn ở trang khác.')).toBeInTheDocument();
    expect(within(item).getByText(/3 báo cáo · trọng số 0,03/)).toBeInTheDocument();
    expect(within(item).getByText('Đang hiển thị')).toBeInTheDocument();
    items = [];
    await userEvent.click(within(item).getByRole('button', { name: 'Ẩn nhận xét của Lê Văn Tư' }));
    expect(await screen.findByText('Đã ẩn nội dung.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'review', target: '7:42', decision: 'hide' });
    expect(await screen.findByText('Không có nội dung nào đang chờ kiểm duyệt.')).toBeInTheDocument();
  });

  it('an account without the admin role is told so, and may type the site’s admin token, sent as the bearer', async () => {
    await signIn();
    let token = '';
    const calls = open(() => (token === 'ma-quan-tri-dung' ? { items: [review], hide_weight: 3 } : fail(403, 'Cần quyền quản trị để kiểm duyệt')));
    expect(await screen.findByText('Tài khoản hoặc mã này không có quyền kiểm duyệt.')).toBeInTheDocument();
    token = 'ma-quan-tri-dung';
    await userEvent.type(screen.getByLabelText('Mã quản trị'), token);
    await userEvent.click(screen.getByRole('button', { name: 'Dùng mã' }));
    expect(await screen.findByRole('article', { name: 'Nhận xét của Lê Văn Tư' })).toBeInTheDocument();
    expect(calls.at(-1)?.authorization).toBe('Bearer ma-quan-tri-dung');
  });

  it('a visitor is asked to sign in; nothing is asked of the API', async () => {
    const calls = open(() => ({ items: [], hide_weight: 3 }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dành cho quản trị viên' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/dang-nhap?redirect=%2Fquan-tri%2Fkiem-duyet');
    expect(calls).toEqual([]);
  });
});
