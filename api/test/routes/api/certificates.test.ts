import { appForFile } from '../../helpers/test-app';
import { registerUser, type TestUser } from '../../helpers/users';
import { createClock, watchThrough } from '../../helpers/watch';

let course: { id: number; name: string; lessons: number[] };

const clock = createClock();
const file = appForFile('certificates', { clock: clock.now });
const { call } = file;
beforeAll(async () => {
  // a free course with a few lessons, some of them free previews
  const { rows } = await file.db.query<{ id: number; name: string; lessons: number[] }>(
    `SELECT c.id, c.name, array_agg(l.id ORDER BY l.position) AS lessons FROM courses c JOIN lessons l ON l.course_id = c.id
     WHERE c.published AND c.price_new = 0 AND c.type <> 'combo' GROUP BY c.id HAVING count(*) BETWEEN 2 AND 40 ORDER BY c.id LIMIT 1`,
  );
  course = rows[0]!;
});

/** The audit's forgery: the client says the lesson is done. */
const forge = (u: TestUser, lessonId: number) =>
  call('PATCH', '/api/user/lesson/learning_log.json', { lesson_id: lessonId, position: 60, progress: 100, completed: true }, { token: u.token });

const enrolled = async () => {
  const u = await registerUser(call);
  expect((await call('POST', '/api/user/add_course.json', { course_id: course.id }, { token: u.token })).statusCode).toBe(200);
  return u;
};

describe('certificates of completion', () => {
  it('ATTACK: forged progress 100 / completed for every lesson issues no certificate and completes nothing', async () => {
    const u = await enrolled();
    for (const id of course.lessons) {
      const r = await forge(u, id);
      expect(r.statusCode).toBe(409);
      expect(r.body.data).toEqual({ watch: { watched_seconds: 0, required_seconds: expect.any(Number) } });
      expect(r.body.message).toMatch(/^Bạn cần xem thêm khoảng \d+ phút/);
    }
    // the position and the (advisory) progress were still saved
    const logs = (await call('GET', '/api/user/lesson/learning_log.json', undefined, { query: { course_id: course.id }, token: u.token })).body.data
      .logs;
    expect(logs).toHaveLength(course.lessons.length);
    expect(logs.every((l: { completed: boolean; progress: number }) => !l.completed && l.progress === 100)).toBe(true);
    const mine = (await call('GET', '/api/user/my_course.json', undefined, { token: u.token })).body.data.items;
    expect(mine.find((c: { id: number }) => c.id === course.id)).toMatchObject({ completed_count: 0, certificate_code: null });
    expect((await call('GET', '/api/user/certificate/mine.json', undefined, { token: u.token })).body.data).toEqual([]);
  });

  it('real heartbeats over every lesson (fake clock) complete it, and the last one issues one certificate, verifiable by anyone', async () => {
    const u = await enrolled();
    for (const id of course.lessons.slice(0, -1)) {
      const r = await watchThrough(call, clock, u, id);
      expect(r.body.data.log.completed).toBe(true);
      expect(r.body.data.certificate).toBeNull();
    }
    const last = await watchThrough(call, clock, u, course.lessons.at(-1)!);
    expect(last.body.message).toBe('Chúc mừng bạn đã hoàn thành khóa học!');
    const code: string = last.body.data.certificate.code;
    expect(code).toMatch(/^KH-[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect((await forge(u, course.lessons.at(-1)!)).body.data.certificate.code).toBe(code); // once

    const verified = await call('GET', '/api/user/certificate.json', undefined, { query: { code: code.toLowerCase() } });
    expect(verified.body.data.certificate).toMatchObject({
      code,
      learner_name: 'Học viên thử nghiệm',
      course_name: course.name,
      lesson_count: course.lessons.length,
      course_id: course.id,
    });
    const mine = (await call('GET', '/api/user/my_course.json', undefined, { token: u.token })).body.data.items;
    expect(mine.find((c: { id: number }) => c.id === course.id).certificate_code).toBe(code);
    expect(
      (await call('GET', '/api/user/certificate/mine.json', undefined, { token: u.token })).body.data.map((c: { code: string }) => c.code),
    ).toEqual([code]);
  });

  it('a learner who completed lessons before server-side counting keeps them (the migration leaves `completed` alone)', async () => {
    const u = await enrolled();
    await file.db.query(
      `INSERT INTO learning_logs (user_id, lesson_id, course_id, position_seconds, progress, completed) SELECT $1, l, $2, 0, 100, true FROM unnest($3::int[]) l`,
      [u.id, course.id, course.lessons],
    );
    expect((await forge(u, course.lessons[0]!)).body.data.certificate.code).toMatch(/^KH-/);
  });

  it('free previews watched by someone who does not own the course issue nothing', async () => {
    const { rows } = await file.db.query<{ id: number }>('SELECT id FROM lessons WHERE course_id = $1 AND is_free_preview', [course.id]);
    expect(rows.length).toBeGreaterThan(0);
    const visitor = await registerUser(call);
    for (const l of rows) {
      const r = await watchThrough(call, clock, visitor, l.id);
      expect(r.body.data).toMatchObject({ log: { completed: true }, certificate: null });
    }
    expect((await call('GET', '/api/user/certificate/mine.json', undefined, { token: visitor.token })).body.data).toEqual([]);
  });

  it('an unknown or malformed code is a clear 404 / 400', async () => {
    const unknown = await call('GET', '/api/user/certificate.json', undefined, { query: { code: 'KH-AAAAA-AAAAA' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Không tìm thấy chứng chỉ với mã này');
    expect((await call('GET', '/api/user/certificate.json', undefined, { query: { code: '<script>' } })).statusCode).toBe(400);
  });
});
