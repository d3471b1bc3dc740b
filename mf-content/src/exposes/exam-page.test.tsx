import { installFakeApi, renderPage, screen, signIn, signOut, waitFor, within } from '@edu/shared/testing';
import { invalidateQueries } from '../lib/use-query';
import ExamPage from './exam-page';

const exam = { id: 1, slug: 'thi-thu-toan-vao-10', title: 'Thi thử Toán vào lớp 10', subject: 'Toán', description: 'Đề trắc nghiệm.', duration_minutes: 15, question_count: 2 };
const questions = [
  { id: 11, position: 1, prompt: 'Giá trị của √49 là', options: ['6', '7', '8', '9'] },
  { id: 12, position: 2, prompt: 'Nghiệm của 2x − 6 = 0 là', options: ['x = 2', 'x = 3'] },
];
const KEY: Record<number, number> = { 11: 1, 12: 1 };

function open(deadlineInMs = 15 * 60_000) {
  const calls = installFakeApi({
    'GET /api/user/exam.json': () => [exam],
    'POST /api/user/exam/start.json': () => ({ attempt_id: 5, exam, started_at: new Date().toISOString(), deadline: new Date(Date.now() + deadlineInMs).toISOString(), questions }),
    'POST /api/user/exam/submit.json': (c) => {
      const answers = (c.body as { answers: Record<string, number> }).answers;
      const review = questions.map((q) => ({ ...q, chosen: answers[q.id] ?? null, answer: KEY[q.id]!, correct: answers[q.id] === KEY[q.id], explanation: `Giải thích câu ${q.position}` }));
      return { attempt_id: 5, exam, score: review.filter((r) => r.correct).length, total: 2, submitted_at: new Date().toISOString(), review };
    },
  });
  return { calls, ...renderPage('/cong-thi/:slug', '/cong-thi/thi-thu-toan-vao-10', <ExamPage />) };
}

beforeEach(() => invalidateQueries());
afterEach(signOut);

describe('/cong-thi/{slug}', () => {
  it('a visitor reads what the exam is and is asked to sign in to take it', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thi thử Toán vào lớp 10' })).toBeInTheDocument();
    expect(screen.getByText('Toán · 2 câu · 15 phút')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập để làm bài' })).toHaveAttribute('href', '/dang-nhap?redirect=%2Fcong-thi%2Fthi-thu-toan-vao-10');
  });

  it('a learner takes it against the clock, submits, and reviews each question with the right answer and why', async () => {
    await signIn();
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
    expect(await screen.findByRole('timer', { name: /^Thời gian còn lại 1[45]:\d\d$/ })).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Câu 1. Giá trị của √49 là' })).getByRole('radio', { name: '7' }));
    expect(screen.getByText('Bạn còn 1 câu chưa trả lời.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Câu 2. Nghiệm của 2x − 6 = 0 là' })).getByRole('radio', { name: 'x = 2' }));
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));

    expect(await screen.findByRole('heading', { name: 'Bạn trả lời đúng 1/2 câu' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/user/exam/submit.json')?.body).toEqual({ attempt_id: 5, answers: { 11: 1, 12: 0 } });
    const wrong = screen.getByRole('listitem', { name: 'Câu 2: sai' });
    expect(wrong).toHaveTextContent('Đáp án đúng: x = 3');
    expect(wrong).toHaveTextContent('Giải thích câu 2');
    expect(screen.getByRole('listitem', { name: 'Câu 1: đúng' })).toHaveTextContent('Bạn chọn: 7 ✓ Đúng');
  });

  it('when time is up, what was answered is submitted by itself', async () => {
    await signIn();
    const { user, calls } = open(1500);
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
    await user.click(within(await screen.findByRole('group', { name: 'Câu 1. Giá trị của √49 là' })).getByRole('radio', { name: '7' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user/exam/submit.json')).toHaveLength(1), { timeout: 4000 });
    expect(await screen.findByRole('heading', { name: 'Bạn trả lời đúng 1/2 câu' })).toBeInTheDocument();
  });

  it('an unknown exam is the 404 page', async () => {
    installFakeApi({ 'GET /api/user/exam.json': () => [exam] });
    renderPage('/cong-thi/:slug', '/cong-thi/khong-co', <ExamPage />);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
  });
});
