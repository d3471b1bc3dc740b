import { fail, installFakeApi, renderPage, screen, within } from '@edu/shared/testing';
import { invalidateQueries } from '../lib/use-query';
import CertificatePage from './certificate-page';

const certificate = {
  code: 'KH-7K2QP-M9XWD',
  learner_name: 'Lê Minh Khoa',
  course_name: 'Toán 10 – Đại số',
  lesson_count: 12,
  issued_at: '2026-11-20T03:00:00Z',
  course_id: 9,
  alias: 'toan-10',
  alias_code: 'c0009',
};

function open(code: string) {
  const calls = installFakeApi({
    'GET /api/user/certificate.json': (c) =>
      (c.params as { code: string }).code === certificate.code ? { certificate } : fail(404, 'Không tìm thấy chứng chỉ với mã này'),
  });
  return { calls, ...renderPage('/chung-chi/:code', `/chung-chi/${code}`, <CertificatePage />) };
}

beforeEach(() => invalidateQueries());

describe('/chung-chi/{code}', () => {
  it('shows who completed which course, when, and the code it is verified by; printable', async () => {
    open('kh-7k2qp-m9xwd');
    const card = await screen.findByRole('article', { name: 'Chứng nhận hoàn thành khóa học' });
    expect(within(card).getByText('Lê Minh Khoa')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Toán 10 – Đại số' })).toHaveAttribute('href', '/khoa-hoc/toan-10-c0009');
    expect(card).toHaveTextContent('đã hoàn thành toàn bộ 12 bài học của khóa học');
    expect(within(card).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(card).getByText('KH-7K2QP-M9XWD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In chứng chỉ' })).toBeInTheDocument();
    expect(document.title).toBe('Chứng chỉ Toán 10 – Đại số – Lê Minh Khoa | KhoaHoc.vn');
  });

  it('an unknown code is the 404 page', async () => {
    open('KH-AAAAA-AAAAA');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
  });

  it('a malformed code is the 404 page without asking the server', async () => {
    const { calls } = open('%3Cscript%3E');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
