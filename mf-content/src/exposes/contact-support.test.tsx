import { getBus } from '@edu/shared';
import { invalidateQueries } from '../lib/use-query';
import { fail, installFakeApi, type FakeCall } from '@edu/shared/testing';
import { byText, click, render, settle } from '@edu/shared/testing';
import { atRoute } from '@edu/shared/testing';
import { byLabel, submit, typeInto } from '../testing/type-into';
import ContactPage from './contact-page';
import SupportArticlePage from './support-article-page';

jest.mock('@edu/shared/rich-text/lazy', () => ({ ...jest.requireActual('@edu/shared/rich-text/lazy'), sanitizeCourseHtml: async (h: string) => h }));

const article = { id: 5, category: 'Thanh toán', title: 'Các phương thức thanh toán', slug: 'cac-phuong-thuc', content: '<p>ATM, thẻ quốc tế</p>', likes: 2, dislikes: 0, my_vote: null };

function api(post: (c: FakeCall) => unknown = () => ({ id: 1, created_at: '2025-01-01' })): FakeCall[] {
  return installFakeApi({
    'GET /restapi/page/getpagedata': () => fail(404),
    'POST /api/user/support.json': post,
    'GET /api/user/support/details.json': (c) => (c.params.slug === article.slug ? { article } : fail(404)),
    'GET /api/user/support.json': () => ({ items: [article, { ...article, id: 6, slug: 'ma-giam-gia', title: 'Mã giảm giá' }], page: 1, page_size: 6, total: 2 }),
    'PATCH /api/user/support/like.json': (c) => ({ id: 5, likes: 3, dislikes: 0, my_vote: (c.body as { like: boolean }).like }),
  });
}

const errorOf = (el: HTMLElement | null) => (el?.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).find((t) => t && !t.includes('ký tự'));

describe('contact form', () => {
  beforeEach(() => {
    invalidateQueries();
    sessionStorage.clear();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows field errors first and sends nothing', async () => {
    const calls = api();
    const { container } = await render(atRoute('/lien-he', '/lien-he', <ContactPage />));
    await settle();
    expect(container.querySelector('h1')?.textContent).toBe('Liên hệ');
    await submit(container.querySelector('form'));
    expect(errorOf(byLabel(container, 'Họ và tên'))).toBe('Vui lòng nhập họ và tên.');
    expect(errorOf(byLabel(container, 'Email'))).toBe('Vui lòng nhập email hoặc số điện thoại để chúng tôi liên hệ lại.');
    expect(errorOf(byLabel(container, 'Nội dung'))).toBe('Vui lòng nhập nội dung cần hỗ trợ.');
    expect(byLabel(container, 'Họ và tên')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(byLabel(container, 'Họ và tên'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await typeInto(byLabel(container, 'Họ và tên'), 'Nguyễn Văn An');
    expect(errorOf(byLabel(container, 'Họ và tên'))).toBeUndefined();
  });

  it('keeps everything typed when the server refuses, with its message by the field', async () => {
    api(() => fail(400, 'Email không hợp lệ'));
    const { container } = await render(atRoute('/lien-he', '/lien-he', <ContactPage />));
    await typeInto(byLabel(container, 'Họ và tên'), 'Nguyễn Văn An');
    await typeInto(byLabel(container, 'Email'), 'an@example.com');
    await typeInto(byLabel(container, 'Nội dung'), 'Tôi chưa vào học được khóa đã mua.');
    await submit(container.querySelector('form'));
    await settle();
    expect(errorOf(byLabel(container, 'Email'))).toBe('Email không hợp lệ');
    expect((byLabel(container, 'Nội dung') as HTMLTextAreaElement).value).toBe('Tôi chưa vào học được khóa đã mua.');
    expect((byLabel(container, 'Họ và tên') as HTMLInputElement).value).toBe('Nguyễn Văn An');
  });

  it('sends a valid request, thanks the visitor and forgets the draft', async () => {
    const calls = api();
    const toasts: string[] = [];
    const off = getBus().on('toast:show', (e) => toasts.push(e.msg));
    const { container } = await render(atRoute('/lien-he', '/lien-he', <ContactPage />));
    await typeInto(byLabel(container, 'Họ và tên'), ' Nguyễn Văn An ');
    await typeInto(byLabel(container, 'Số điện thoại'), '0912 345 678');
    await typeInto(byLabel(container, 'Nội dung'), 'Tôi chưa vào học được khóa đã mua.');
    expect(sessionStorage.length).toBe(1);
    await submit(container.querySelector('form'));
    await settle();
    off();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ full_name: 'Nguyễn Văn An', phone: '0912345678', message: 'Tôi chưa vào học được khóa đã mua.' });
    expect(byText(container, 'h2', 'Đã gửi yêu cầu')).not.toBeNull();
    expect(toasts).toEqual(['Đã gửi yêu cầu hỗ trợ, chúng tôi sẽ liên hệ lại sớm.']);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('support article', () => {
  beforeEach(() => invalidateQueries());

  it('asks "Bài viết này có hữu ích?" and records a helpful vote', async () => {
    const calls = api();
    const { container } = await render(atRoute('/ho-tro-khach-hang/:slug', `/ho-tro-khach-hang/${article.slug}`, <SupportArticlePage />));
    await settle(6);
    expect(container.querySelector('h1')?.textContent).toBe('Các phương thức thanh toán');
    expect(byText(container, 'h2', 'Bài viết này có hữu ích?')).not.toBeNull();
    expect(byText(container, 'a', 'Mã giảm giá')?.getAttribute('href')).toBe('/ho-tro-khach-hang/ma-giam-gia');
    await click(byText(container, 'button', 'Có (2)'));
    await settle();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ id: 5, like: true });
    expect(byText(container, 'button', 'Có (3)')?.getAttribute('aria-pressed')).toBe('true');
    expect(container.textContent).toContain('Cảm ơn bạn đã đánh giá!');
  });
});
