import { getBus } from '@edu/shared/core';
import { MESSAGE_MAX } from '../features/contact/contact-rules';
import { invalidateQueries } from '../lib/use-query';
import { fail, installFakeApi, renderPage, screen, waitFor, within, type FakeCall } from '@edu/shared/testing';
import ContactPage from './contact-page';
import SupportArticlePage from './support-article-page';

jest.mock('@edu/shared/rich-text/lazy', () => ({ ...jest.requireActual('@edu/shared/rich-text/lazy'), sanitizeCourseHtml: async (h: string) => h }));

const article = {
  id: 5,
  category: 'Thanh toán',
  title: 'Các phương thức thanh toán',
  slug: 'cac-phuong-thuc',
  content: '<p>ATM, thẻ quốc tế</p>',
  likes: 2,
  dislikes: 0,
  my_vote: null,
};

function api(post: (c: FakeCall) => unknown = () => ({ id: 1, created_at: '2025-01-01' })): FakeCall[] {
  return installFakeApi({
    'GET /restapi/page/getpagedata': () => fail(404),
    'POST /api/user/support.json': post,
    'GET /api/user/support/details.json': (c) => (c.params.slug === article.slug ? { article } : fail(404)),
    'GET /api/user/support.json': () => ({
      items: [article, { ...article, id: 6, slug: 'ma-giam-gia', title: 'Mã giảm giá' }],
      page: 1,
      page_size: 6,
      total: 2,
    }),
    'PATCH /api/user/support/like.json': (c) => ({ id: 5, likes: 3, dislikes: 0, my_vote: (c.body as { like: boolean }).like }),
  });
}

const openContact = () => renderPage('/lien-he', '/lien-he', <ContactPage />);
/** The form's fields by their labels (the required mark '*' is hidden from screen readers). */
const field = (label: 'Họ và tên' | 'Email' | 'Số điện thoại' | 'Nội dung') => screen.getByRole('textbox', { name: label });
const sendButton = () => screen.getByRole('button', { name: 'Gửi yêu cầu' });

describe('contact form', () => {
  beforeEach(() => {
    invalidateQueries();
    sessionStorage.clear();
  });

  it('shows field errors first and sends nothing', async () => {
    const calls = api();
    const { user } = openContact();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Liên hệ$/);
    await user.click(sendButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng kiểm tra lại 3 trường được đánh dấu.');
    expect(field('Họ và tên')).toHaveAccessibleDescription('Vui lòng nhập họ và tên.');
    expect(field('Email')).toHaveAccessibleDescription('Vui lòng nhập email hoặc số điện thoại để chúng tôi liên hệ lại.');
    // 'Nội dung' is described by its counter, then by its error
    expect(field('Nội dung')).toHaveAccessibleDescription(`0/${MESSAGE_MAX} ký tự Vui lòng nhập nội dung cần hỗ trợ.`);
    expect(field('Họ và tên')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Họ và tên')).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(field('Họ và tên'), 'Nguyễn Văn An');
    expect(field('Họ và tên')).not.toHaveAccessibleDescription();
    expect(field('Họ và tên')).toHaveAttribute('aria-invalid', 'false');
    // the other fields still say what is missing
    expect(field('Email')).toHaveAccessibleDescription('Vui lòng nhập email hoặc số điện thoại để chúng tôi liên hệ lại.');
  });

  it('keeps everything typed when the server refuses, with its message by the field', async () => {
    const calls = api(() => fail(400, 'Email không hợp lệ'));
    const { user } = openContact();
    await user.type(field('Họ và tên'), 'Nguyễn Văn An');
    await user.type(field('Email'), 'an@example.com');
    await user.type(field('Nội dung'), 'Tôi chưa vào học được khóa đã mua.');
    await user.click(sendButton());
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Email không hợp lệ'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(field('Nội dung')).toHaveValue('Tôi chưa vào học được khóa đã mua.');
    expect(field('Họ và tên')).toHaveValue('Nguyễn Văn An');
    expect(screen.queryByRole('heading', { name: 'Đã gửi yêu cầu' })).not.toBeInTheDocument();
  });

  it('sends a valid request, thanks the visitor and forgets the draft', async () => {
    const calls = api();
    const toasts: string[] = [];
    const off = getBus().on('toast:show', (e) => toasts.push(e.msg));
    const { user } = openContact();
    await user.type(field('Họ và tên'), ' Nguyễn Văn An ');
    await user.type(field('Số điện thoại'), '0912 345 678');
    await user.type(field('Nội dung'), 'Tôi chưa vào học được khóa đã mua.');
    expect(sessionStorage.length).toBe(1);
    await user.click(sendButton());
    const thanks = await screen.findByRole('heading', { level: 2, name: 'Đã gửi yêu cầu' });
    off();
    const done = screen.getByRole('status');
    expect(done).toContainElement(thanks);
    expect(done).toHaveTextContent('Đã gửi yêu cầu hỗ trợ, chúng tôi sẽ liên hệ lại sớm.');
    expect(screen.queryByRole('textbox', { name: 'Nội dung' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      full_name: 'Nguyễn Văn An',
      phone: '0912345678',
      message: 'Tôi chưa vào học được khóa đã mua.',
    });
    expect(toasts).toEqual(['Đã gửi yêu cầu hỗ trợ, chúng tôi sẽ liên hệ lại sớm.']);
    expect(sessionStorage.length).toBe(0);

    // a second request starts from an empty form that flags nothing until it is used
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu khác' }));
    expect(field('Nội dung')).toHaveValue('');
    expect(field('Họ và tên')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('support article', () => {
  beforeEach(() => invalidateQueries());

  it('asks "Bài viết này có hữu ích?" and records a helpful vote', async () => {
    const calls = api();
    const { user } = renderPage('/ho-tro-khach-hang/:slug', `/ho-tro-khach-hang/${article.slug}`, <SupportArticlePage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Các phương thức thanh toán$/);
    const vote = screen.getByRole('region', { name: 'Bài viết này có hữu ích?' });
    expect(within(vote).getByRole('heading', { level: 2, name: 'Bài viết này có hữu ích?' })).toBeInTheDocument();
    const more = await screen.findByRole('complementary', { name: 'Cùng chủ đề' });
    expect(within(more).getByRole('link', { name: 'Mã giảm giá' })).toHaveAttribute('href', '/ho-tro-khach-hang/ma-giam-gia');
    expect(within(more).queryByRole('link', { name: article.title })).not.toBeInTheDocument();
    expect(within(vote).getByRole('status')).toBeEmptyDOMElement();

    await user.click(within(vote).getByRole('button', { name: 'Có (2)', pressed: false }));
    expect(await within(vote).findByRole('button', { name: 'Có (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ id: 5, like: true });
    expect(within(vote).getByRole('status')).toHaveTextContent('Cảm ơn bạn đã đánh giá!');
  });
});
