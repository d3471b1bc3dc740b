import { appForFile } from '../../helpers/test-app';
import { registerUser, type TestUser } from '../../helpers/users';
import { vietnamTime } from '../../../src/repositories/exam-draw';

const file = appForFile('exams');
const { call } = file;

interface Shown {
  id: number;
  position: number;
  prompt: string;
  options: string[];
}
interface Reviewed extends Shown {
  chosen: number | null;
  correct: boolean;
  answer: number | null;
  explanation: string | null;
}

/** The right option's text per question id (the bank's key, read from the database as only a test may). */
const keyOf = async (slug: string) =>
  new Map(
    (
      await file.db.query<{ id: number; right: string }>(
        `SELECT q.id, q.options ->> q.answer AS right FROM exam_questions q JOIN exams e ON e.id = q.exam_id WHERE e.slug = $1`,
        [slug],
      )
    ).rows.map((r) => [r.id, r.right]),
  );

/** A learner old enough for mock exams (the age gate: api/test/routes/api/exam-age-gate.test.ts). */
const adult = async (u: TestUser) => {
  await file.db.query(`UPDATE users SET birthday = '2000-01-01' WHERE id = $1 AND birthday IS NULL`, [u.id]);
};
const start = async (u: TestUser, slug: string) => (await adult(u), call('POST', '/api/user/exam/start.json', { slug }, { token: u.token }));
const submit = (u: TestUser, attempt: number, answers: Record<string, number>) =>
  call('POST', '/api/user/exam/submit.json', { attempt_id: attempt, answers }, { token: u.token });
/** The index, as shown in this attempt, of the right option (the attempt shuffles them). */
const rightIndex = (q: Shown, key: Map<number, string>) => q.options.indexOf(key.get(q.id)!);

describe('mock exams', () => {
  it('the portal lists demo exams for Toán, Ngữ văn and Tiếng Anh; each bank holds three attempts’ worth', async () => {
    const list = (await call('GET', '/api/user/exam.json')).body.data as Array<{
      id: number;
      subject: string;
      question_count: number;
      duration_minutes: number;
    }>;
    expect(list.map((e) => e.subject)).toEqual(['Toán', 'Ngữ văn', 'Tiếng Anh']);
    expect(list.every((e) => e.question_count === 5 && e.duration_minutes > 0)).toBe(true);
    const banks = (await file.db.query<{ n: number }>('SELECT count(*)::int AS n FROM exam_questions GROUP BY exam_id')).rows;
    expect(banks.every((b) => b.n >= 15)).toBe(true);
  });

  it('ATTACK: an empty attempt’s result shows no answer key (only right / wrong and the learner’s own answer)', async () => {
    const u = await registerUser(call);
    const { attempt_id: attempt, questions } = (await start(u, 'thi-thu-toan-vao-10')).body.data;
    expect(JSON.stringify(questions)).not.toMatch(/"answer"|explanation/);
    expect((await submit(u, attempt, {})).body.data).toMatchObject({ score: 0, total: 5, passed: false, pass_percent: 80 });
    const review = (await call('GET', '/api/user/exam/result.json', undefined, { query: { attempt_id: attempt }, token: u.token })).body.data
      .review as Reviewed[];
    expect(review).toHaveLength(5);
    expect(review.map((r) => [r.chosen, r.correct, r.answer, r.explanation])).toEqual(Array(5).fill([null, false, null, null]));
  });

  it('scores the options as shown; a failed attempt explains only what was right, a passed one reviews every question', async () => {
    const u = await registerUser(call);
    const key = await keyOf('thi-thu-toan-vao-10');
    const started = (await start(u, 'thi-thu-toan-vao-10')).body.data;
    expect(Date.parse(started.deadline) - Date.parse(started.started_at)).toBe(15 * 60_000);
    const qs = started.questions as Shown[];
    expect(qs.map((q) => q.position)).toEqual([1, 2, 3, 4, 5]);
    // right on the first two, wrong on the third, the rest left out: 2/5, failed
    const wrong = (rightIndex(qs[2]!, key) + 1) % qs[2]!.options.length;
    const failed = (
      await submit(u, started.attempt_id, { [qs[0]!.id]: rightIndex(qs[0]!, key), [qs[1]!.id]: rightIndex(qs[1]!, key), [qs[2]!.id]: wrong })
    ).body.data;
    expect(failed).toMatchObject({ score: 2, total: 5, passed: false });
    const r = failed.review as Reviewed[];
    expect(r.map((x) => x.correct)).toEqual([true, true, false, false, false]);
    expect(r[0]).toMatchObject({ chosen: rightIndex(qs[0]!, key), answer: rightIndex(qs[0]!, key), explanation: expect.any(String) });
    expect(r[2]).toMatchObject({ chosen: wrong, answer: null, explanation: null });
    expect((await submit(u, started.attempt_id, {})).statusCode).toBe(409);

    const second = (await start(u, 'thi-thu-toan-vao-10')).body.data;
    const all = Object.fromEntries(
      (second.questions as Shown[]).map((q, i) => [q.id, i === 4 ? -1 : rightIndex(q, key)]).filter(([, v]) => v !== -1),
    );
    const passed = (await submit(u, second.attempt_id, all)).body.data;
    expect(passed).toMatchObject({ score: 4, total: 5, passed: true });
    const missed = (passed.review as Reviewed[])[4]!;
    expect(missed).toMatchObject({ chosen: null, correct: false, explanation: expect.any(String) });
    expect(missed.options[missed.answer!]).toBe(key.get(missed.id));
    expect((await call('GET', '/api/user/exam/mine.json', undefined, { token: u.token })).body.data).toEqual([
      expect.objectContaining({ attempt_id: second.attempt_id, score: 4 }),
      expect.objectContaining({ attempt_id: started.attempt_id, score: 2 }),
    ]);
  });

  it('ATTACK: a second attempt does not repeat the first — two attempts share < 50 % of their questions', async () => {
    for (const slug of ['thi-thu-toan-vao-10', 'thi-thu-ngu-van-lop-12', 'thi-thu-tieng-anh-thpt']) {
      const u = await registerUser(call);
      const seen: number[][] = [];
      for (let i = 0; i < 3; i += 1) seen.push(((await start(u, slug)).body.data.questions as Shown[]).map((q) => q.id));
      for (const [a, b] of [
        [0, 1],
        [1, 2],
        [0, 2],
      ] as const) {
        const shared = seen[a]!.filter((id) => seen[b]!.includes(id));
        expect(shared.length / seen[a]!.length).toBeLessThan(0.5);
      }
    }
  });

  it('ATTACK: the fourth start in 24 hours is refused (429) with the time of the next; a day later it is allowed', async () => {
    const u = await registerUser(call);
    for (let i = 0; i < 3; i += 1) expect((await start(u, 'thi-thu-tieng-anh-thpt')).statusCode).toBe(200);
    // by id, not by time: PostgreSQL keeps microseconds a JavaScript Date cannot hold, so an equality on it matches nothing
    const { rows } = await file.db.query<{ id: number; oldest: Date }>(
      `SELECT a.id, a.started_at AS oldest FROM exam_attempts a JOIN exams e ON e.id = a.exam_id
        WHERE a.user_id = $1 AND e.slug = 'thi-thu-tieng-anh-thpt' ORDER BY a.started_at LIMIT 1`,
      [u.id],
    );
    const next = new Date(rows[0]!.oldest.getTime() + 24 * 3_600_000);
    const fourth = await start(u, 'thi-thu-tieng-anh-thpt');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body.message).toBe(`Bạn đã làm đủ 3 lượt đề này trong 24 giờ. Bạn có thể làm lượt tiếp theo từ ${vietnamTime(next)}.`);
    expect(Date.parse(fourth.body.data.next_at)).toBe(next.getTime());
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(86_000);
    // another exam is counted apart
    expect((await start(u, 'thi-thu-toan-vao-10')).statusCode).toBe(200);
    // the oldest attempt leaves the window
    await file.db.query(`UPDATE exam_attempts SET started_at = started_at - interval '24 hours 1 second' WHERE id = $1`, [rows[0]!.id]);
    expect((await start(u, 'thi-thu-tieng-anh-thpt')).statusCode).toBe(200);
    expect((await start(u, 'thi-thu-tieng-anh-thpt')).statusCode).toBe(429);
  });

  it('results are the learner’s own; a late submission is refused; signing in is needed to take one', async () => {
    const a = await registerUser(call);
    const b = await registerUser(call);
    const { attempt_id: attempt } = (await start(a, 'thi-thu-tieng-anh-thpt')).body.data;
    expect((await submit(b, attempt, {})).statusCode).toBe(404);
    await file.db.query(`UPDATE exam_attempts SET deadline = now() - interval '2 minutes' WHERE id = $1`, [attempt]);
    const late = await submit(a, attempt, {});
    expect(late.statusCode).toBe(400);
    expect(late.body.message).toBe('Đã hết thời gian làm bài, bài làm không được ghi nhận');
    expect((await call('GET', '/api/user/exam/result.json', undefined, { query: { attempt_id: attempt }, token: a.token })).statusCode).toBe(404);
    expect((await call('POST', '/api/user/exam/start.json', { slug: 'thi-thu-tieng-anh-thpt' })).statusCode).toBe(401);
    expect((await start(a, 'khong-co')).statusCode).toBe(404);
  });
});

describe('vietnamTime', () => {
  it.each([
    ['2026-11-27T08:42:00Z', '15:42 ngày 27/11/2026'],
    ['2026-12-31T17:05:00Z', '00:05 ngày 01/01/2027'],
  ])('%s → %s', (iso, text) => expect(vietnamTime(new Date(iso))).toBe(text));
});
