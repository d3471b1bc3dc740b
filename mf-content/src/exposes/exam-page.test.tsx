import { getBus } from '@edu/shared/core';
import { fail, installFakeApi, renderPage, screen, signIn, signOut, waitFor, within } from '@edu/shared/testing';
import { invalidateQueries } from '../lib/use-query';
import ExamPage from './exam-page';

const exam = {
  id: 1,
  slug: 'thi-thu-toan-vao-10',
  title: 'Thi thử Toán vào lớp 10',
  subject: 'Toán',
  description: 'Đề trắc nghiệm.',
  duration_minutes: 15,
  question_count: 2,
};
const questions = [
  { id: 11, position: 1, prompt: 'Giá trị của √49 là', options: ['6', '7', '8', '9'] },
  { id: 12, position: 2, prompt: 'Nghiệm của 2x − 6 = 0 là', options: ['x = 2', 'x = 3'] },
];
const KEY: Record<number, number> = { 11: 1, 12: 1 };

function open(deadlineInMs = 15 * 60_000) {
  const calls = installFakeApi({
    'GET /api/user/exam.json': () => [exam],
    'POST /api/user/exam/start.json': () => ({
      attempt_id: 5,
      exam,
      started_at: new Date().toISOString(),
      deadline: new Date(Date.now() + deadlineInMs).toISOString(),
      questions,
    }),
    'POST /api/user/exam/submit.json': (c) => {
      const answers = (c.body as { answers: Record<string, number> }).answers;
      // as the server does: the key and the explanation only where answered right, or everywhere once passed
      const score = questions.filter((q) => answers[q.id] === KEY[q.id]).length;
      const passed = score === questions.length;
      const review = questions.map((q) => {
        const correct = answers[q.id] === KEY[q.id];
        return {
          ...q,
          chosen: answers[q.id] ?? null,
          correct,
          answer: correct || passed ? KEY[q.id]! : null,
          explanation: correct || passed ? `Giải thích câu ${q.position}` : null,
        };
      });
      return { attempt_id: 5, exam, score, total: 2, submitted_at: new Date().toISOString(), pass_percent: 80, passed, review };
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
    expect(screen.getByRole('link', { name: 'Đăng nhập để làm bài' })).toHaveAttribute(
      'href',
      '/dang-nhap?redirect=%2Fcong-thi%2Fthi-thu-toan-vao-10',
    );
  });

  it('a learner takes it against the clock, submits, and reviews it: a wrong answer’s key stays hidden until a pass', async () => {
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
    expect(wrong).toHaveTextContent('Bạn chọn: x = 2 ✗ Sai');
    expect(wrong).not.toHaveTextContent('Đáp án đúng');
    expect(wrong).not.toHaveTextContent('Giải thích câu 2');
    expect(screen.getByText('Cần đúng từ 80% để đạt. Đáp án của câu sai được hiện khi bạn làm đạt một lượt.')).toBeInTheDocument();
    const right = screen.getByRole('listitem', { name: 'Câu 1: đúng' });
    expect(right).toHaveTextContent('Bạn chọn: 7 ✓ Đúng');
    expect(right).toHaveTextContent('Giải thích câu 1');
  });

  it('a passed attempt reviews every question with the right answer and why', async () => {
    await signIn();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
    await user.click(within(await screen.findByRole('group', { name: 'Câu 1. Giá trị của √49 là' })).getByRole('radio', { name: '7' }));
    await user.click(within(screen.getByRole('group', { name: 'Câu 2. Nghiệm của 2x − 6 = 0 là' })).getByRole('radio', { name: 'x = 3' }));
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(await screen.findByText('Bạn đã đạt! Đáp án và lời giải của mọi câu ở dưới.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Câu 2: đúng' })).toHaveTextContent('Giải thích câu 2');
  });

  it('past the day’s attempts, the page says when the next one is allowed', async () => {
    await signIn();
    const message = 'Bạn đã làm đủ 3 lượt đề này trong 24 giờ. Bạn có thể làm lượt tiếp theo từ 15:42 ngày 28/11/2026.';
    installFakeApi({
      'GET /api/user/exam.json': () => [exam],
      'POST /api/user/exam/start.json': () => fail(429, message),
    });
    const { user } = renderPage('/cong-thi/:slug', '/cong-thi/thi-thu-toan-vao-10', <ExamPage />);
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
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

  describe('the age gate (docs/decisions/2026-11-27-age-gate-trigger.md)', () => {
    const askedForAge = () => fail(428, 'Vui lòng xác nhận ngày sinh trước khi làm bài thi thử', { age_required: true, min_age: 13 });

    it('a learner without a date of birth is asked for it (the age modal), then the exam starts', async () => {
      await signIn();
      let known = false;
      const { user } = open();
      installFakeApi({
        'GET /api/user/exam.json': () => [exam],
        'POST /api/user/exam/start.json': () =>
          known
            ? { attempt_id: 5, exam, started_at: new Date().toISOString(), deadline: new Date(Date.now() + 60_000).toISOString(), questions }
            : askedForAge(),
      });
      const opened: unknown[] = [];
      const off = getBus().on('modal:open', (e) => opened.push(e));
      await user.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
      await waitFor(() =>
        expect(opened).toEqual([expect.objectContaining({ modal: 'age', props: { reason: expect.stringContaining('từ 13 tuổi') } })]),
      );
      // the shell's modal saved the date to the profile and answers
      known = true;
      getBus().emit('age:answered', { v: 1, birthday: '2005-09-05' });
      expect(await screen.findByRole('timer')).toBeInTheDocument();
      off();
    });

    it('closing the modal starts nothing and says why', async () => {
      await signIn();
      const { user } = open();
      const calls = installFakeApi({ 'GET /api/user/exam.json': () => [exam], 'POST /api/user/exam/start.json': askedForAge });
      await user.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
      await waitFor(() => expect(calls.filter((c) => c.url === '/api/user/exam/start.json')).toHaveLength(1));
      getBus().emit('age:answered', { v: 1, birthday: null });
      expect(await screen.findByRole('alert')).toHaveTextContent('Bạn cần xác nhận độ tuổi để làm bài thi thử.');
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(calls.filter((c) => c.url === '/api/user/exam/start.json')).toHaveLength(1);
    });
  });
});
