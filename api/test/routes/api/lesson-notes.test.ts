import { appForFile } from '../../helpers/test-app';
import { registerUser } from '../../helpers/users';

const file = appForFile('notes');
const { call } = file;

describe('lesson notes', () => {
  it('a learner notes moments of a lesson they may watch, reads them in video order, deletes their own only', async () => {
    const { rows } = await file.db.query<{ id: number; locked: number }>(
      `SELECT (SELECT id FROM lessons WHERE is_free_preview ORDER BY id LIMIT 1) AS id, (SELECT id FROM lessons WHERE NOT is_free_preview ORDER BY id LIMIT 1) AS locked`,
    );
    const { id: lesson, locked } = rows[0]!;
    const a = await registerUser(call);
    const b = await registerUser(call);
    const add = (u: typeof a, position: number, body: string, lessonId = lesson) =>
      call('POST', '/api/user/lesson/notes.json', { lesson_id: lessonId, position, body }, { token: u.token });
    expect((await add(a, 125, '  Công thức nghiệm: Δ = b² − 4ac  ')).body.data).toMatchObject({
      position: 125,
      body: 'Công thức nghiệm: Δ = b² − 4ac',
    });
    await add(a, 30, 'Định nghĩa hàm số');
    expect(
      (await call('GET', '/api/user/lesson/notes.json', undefined, { query: { lesson_id: lesson }, token: a.token })).body.data.map(
        (n: { position: number }) => n.position,
      ),
    ).toEqual([30, 125]);
    expect((await call('GET', '/api/user/lesson/notes.json', undefined, { query: { lesson_id: lesson }, token: b.token })).body.data).toEqual([]);

    const empty = await add(a, 10, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('Vui lòng nhập nội dung ghi chú');
    expect((await add(a, 10, 'Không xem được bài này', locked)).statusCode).toBe(403);

    const first = (await call('GET', '/api/user/lesson/notes.json', undefined, { query: { lesson_id: lesson }, token: a.token })).body.data[0];
    expect((await call('DELETE', '/api/user/lesson/notes.json', { id: first.id }, { token: b.token })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/user/lesson/notes.json', { id: first.id }, { token: a.token })).statusCode).toBe(200);
    expect((await call('GET', '/api/user/lesson/notes.json', undefined, { query: { lesson_id: lesson }, token: a.token })).body.data).toHaveLength(1);
  });
});
