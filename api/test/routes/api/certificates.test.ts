import { appForFile } from '../../helpers/test-app';
import { registerUser, type TestUser } from '../../helpers/users';

let course: { id: number; name: string; lessons: number[] };

const file = appForFile('certificates');
const { call } = file;
beforeAll(async () => {
  // a free course with a few lessons, some of them free previews
  const { rows } = await file.db.query<{ id: number; name: string; lessons: number[] }>(
    `SELECT c.id, c.name, array_agg(l.id ORDER BY l.position) AS lessons FROM courses c JOIN lessons l ON l.course_id = c.id
     WHERE c.published AND c.price_new = 0 AND c.type <> 'combo' GROUP BY c.id HAVING count(*) BETWEEN 2 AND 40 ORDER BY c.id LIMIT 1`);
  course = rows[0]!;
});

const complete = (u: TestUser, lessonId: number) =>
  call('PATCH', '/api/user/lesson/learning_log.json', { lesson_id: lessonId, position: 60, progress: 100, completed: true }, { token: u.token });

describe('certificates of completion', () => {
  it('completing the last lesson issues one certificate, verifiable by anyone, listed as the learner’s', async () => {
    const u = await registerUser(call);
    expect((await call('POST', '/api/user/add_course.json', { course_id: course.id }, { token: u.token })).statusCode).toBe(200);
    for (const id of course.lessons.slice(0, -1)) expect((await complete(u, id)).body.data.certificate).toBeNull();
    const last = await complete(u, course.lessons.at(-1)!);
    expect(last.body.message).toBe('Chúc mừng bạn đã hoàn thành khóa học!');
    const code: string = last.body.data.certificate.code;
    expect(code).toMatch(/^KH-[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect((await complete(u, course.lessons.at(-1)!)).body.data.certificate.code).toBe(code); // once

    const verified = await call('GET', '/api/user/certificate.json', undefined, { query: { code: code.toLowerCase() } });
    expect(verified.body.data.certificate).toMatchObject({ code, learner_name: 'Học viên thử nghiệm', course_name: course.name, lesson_count: course.lessons.length, course_id: course.id });
    const mine = (await call('GET', '/api/user/my_course.json', undefined, { token: u.token })).body.data.items;
    expect(mine.find((c: { id: number }) => c.id === course.id).certificate_code).toBe(code);
    expect((await call('GET', '/api/user/certificate/mine.json', undefined, { token: u.token })).body.data.map((c: { code: string }) => c.code)).toEqual([code]);
  });

  it('free previews watched by someone who does not own the course issue nothing', async () => {
    const { rows } = await file.db.query<{ id: number }>('SELECT id FROM lessons WHERE course_id = $1 AND is_free_preview', [course.id]);
    const visitor = await registerUser(call);
    for (const l of rows) expect((await complete(visitor, l.id)).body.data.certificate).toBeNull();
    expect((await call('GET', '/api/user/certificate/mine.json', undefined, { token: visitor.token })).body.data).toEqual([]);
  });

  it('an unknown or malformed code is a clear 404 / 400', async () => {
    const unknown = await call('GET', '/api/user/certificate.json', undefined, { query: { code: 'KH-AAAAA-AAAAA' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('Không tìm thấy chứng chỉ với mã này');
    expect((await call('GET', '/api/user/certificate.json', undefined, { query: { code: '<script>' } })).statusCode).toBe(400);
  });
});
