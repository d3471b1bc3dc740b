import { appForFile } from '../../helpers/test-app';
import { registerUser } from '../../helpers/users';


const file = appForFile('exams');
const { call } = file;

const answerKey = async (examSlug: string) =>
  (await file.db.query<{ id: number; answer: number }>('SELECT q.id, q.answer FROM exam_questions q JOIN exams e ON e.id = q.exam_id WHERE e.slug = $1 ORDER BY q.position', [examSlug])).rows;

describe('mock exams', () => {
  it('the portal lists demo exams for Toán, Ngữ văn and Tiếng Anh', async () => {
    const list = (await call('GET', '/api/user/exam.json')).body.data as Array<{ subject: string; question_count: number; duration_minutes: number }>;
    expect(list.map((e) => e.subject)).toEqual(['Toán', 'Ngữ văn', 'Tiếng Anh']);
    expect(list.every((e) => e.question_count >= 4 && e.duration_minutes > 0)).toBe(true);
  });

  it('a learner starts an attempt (no answers sent), submits, is scored by the server and reviews every question', async () => {
    const u = await registerUser(call);
    const started = await call('POST', '/api/user/exam/start.json', { slug: 'thi-thu-toan-vao-10' }, { token: u.token });
    expect(started.statusCode).toBe(200);
    const { attempt_id: attempt, questions, deadline, started_at: startedAt } = started.body.data;
    expect(Date.parse(deadline) - Date.parse(startedAt)).toBe(15 * 60_000);
    expect(JSON.stringify(questions)).not.toMatch(/"answer"|explanation/);

    const key = await answerKey('thi-thu-toan-vao-10');
    // right on the first three, wrong on the fourth, the fifth left out
    const answers = { [key[0]!.id]: key[0]!.answer, [key[1]!.id]: key[1]!.answer, [key[2]!.id]: key[2]!.answer, [key[3]!.id]: (key[3]!.answer + 1) % 4 };
    const submitted = await call('POST', '/api/user/exam/submit.json', { attempt_id: attempt, answers }, { token: u.token });
    expect(submitted.body.data).toMatchObject({ score: 3, total: 5 });
    const review = submitted.body.data.review as Array<{ correct: boolean; chosen: number | null; explanation: string }>;
    expect(review.map((r) => r.correct)).toEqual([true, true, true, false, false]);
    expect(review[4]!.chosen).toBeNull();
    expect(review.every((r) => r.explanation.length > 0)).toBe(true);

    expect((await call('POST', '/api/user/exam/submit.json', { attempt_id: attempt, answers: {} }, { token: u.token })).statusCode).toBe(409);
    expect((await call('GET', '/api/user/exam/result.json', undefined, { query: { attempt_id: attempt }, token: u.token })).body.data.score).toBe(3);
    expect((await call('GET', '/api/user/exam/mine.json', undefined, { token: u.token })).body.data).toEqual([
      expect.objectContaining({ attempt_id: attempt, exam_slug: 'thi-thu-toan-vao-10', score: 3, total: 5 }),
    ]);
  });

  it('results are the learner’s own; a late submission is refused; signing in is needed to take one', async () => {
    const a = await registerUser(call);
    const b = await registerUser(call);
    const { attempt_id: attempt } = (await call('POST', '/api/user/exam/start.json', { slug: 'thi-thu-tieng-anh-thpt' }, { token: a.token })).body.data;
    expect((await call('POST', '/api/user/exam/submit.json', { attempt_id: attempt, answers: {} }, { token: b.token })).statusCode).toBe(404);
    await file.db.query(`UPDATE exam_attempts SET deadline = now() - interval '2 minutes' WHERE id = $1`, [attempt]);
    const late = await call('POST', '/api/user/exam/submit.json', { attempt_id: attempt, answers: {} }, { token: a.token });
    expect(late.statusCode).toBe(400);
    expect(late.body.message).toBe('Đã hết thời gian làm bài, bài làm không được ghi nhận');
    expect((await call('GET', '/api/user/exam/result.json', undefined, { query: { attempt_id: attempt }, token: a.token })).statusCode).toBe(404);
    expect((await call('POST', '/api/user/exam/start.json', { slug: 'thi-thu-tieng-anh-thpt' })).statusCode).toBe(401);
    expect((await call('POST', '/api/user/exam/start.json', { slug: 'khong-co' }, { token: a.token })).statusCode).toBe(404);
  });
});
