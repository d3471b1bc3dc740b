import { appForFile } from '../../helpers/test-app';
import { login, registerUser } from '../../helpers/users';
import { trustedLearner } from '../../helpers/trusted';

let lesson: number;
let locked: number;
const file = appForFile('qa');
const { call } = file;
beforeAll(async () => {
  lesson = (await file.db.query<{ id: number }>('SELECT id FROM lessons WHERE course_id = 16 ORDER BY position LIMIT 1')).rows[0]!.id;
  locked = (await file.db.query<{ id: number }>('SELECT id FROM lessons WHERE course_id = 16 AND NOT is_free_preview ORDER BY position LIMIT 1'))
    .rows[0]!.id;
});

const token = async (email: string, password: string) => (await login(call, email, password)).body.data.token as string;

describe('lesson questions and answers', () => {
  it('a learner who owns the course asks; the course’s teacher answers as the teacher; anyone who may watch reads both', async () => {
    const learner = await token('hocvien@example.com', 'Hocvien@123');
    const teacher = await token('giangvien@example.com', 'Giangvien@123');
    const asked = await call(
      'POST',
      '/api/user/lesson/questions.json',
      { lesson_id: locked, body: 'Tại sao Δ < 0 thì phương trình vô nghiệm?' },
      { token: learner },
    );
    expect(asked.statusCode).toBe(200);
    const answered = await call(
      'POST',
      '/api/user/lesson/answers.json',
      { question_id: asked.body.data.id, body: 'Vì căn bậc hai của số âm không là số thực.' },
      { token: teacher },
    );
    expect(answered.statusCode).toBe(200);

    const list = (await call('GET', '/api/user/lesson/questions.json', undefined, { query: { lesson_id: locked }, token: learner })).body.data;
    expect(list.items[0]).toMatchObject({ body: 'Tại sao Δ < 0 thì phương trình vô nghiệm?', author: 'Nguyễn Văn Học', mine: true });
    expect(list.items[0].answers).toEqual([
      expect.objectContaining({ body: 'Vì căn bậc hai của số âm không là số thực.', by_teacher: true, mine: false }),
    ]);
  });

  it('someone who may not watch the lesson can neither read nor ask; short or empty text is refused with a reason', async () => {
    const stranger = await registerUser(call);
    expect(
      (await call('GET', '/api/user/lesson/questions.json', undefined, { query: { lesson_id: locked }, token: stranger.token })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/user/lesson/questions.json', { lesson_id: locked, body: 'Cho em hỏi bài này với ạ?' }, { token: stranger.token }))
        .statusCode,
    ).toBe(403);
    const learner = await token('hocvien@example.com', 'Hocvien@123');
    const short = await call('POST', '/api/user/lesson/questions.json', { lesson_id: lesson, body: ' Hỏi ' }, { token: learner });
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toBe('Nội dung cần ít nhất 10 ký tự');
  });

  it('a learner who is not the teacher answers as a learner; reports from three trusted others hide a question', async () => {
    const learner = await token('hocvien@example.com', 'Hocvien@123');
    const { id } = (
      await call('POST', '/api/user/lesson/questions.json', { lesson_id: lesson, body: '<b>spam</b> mua hàng tại web khác' }, { token: learner })
    ).body.data;
    const peer = await registerUser(call);
    await call('POST', '/api/user/add_course.json', { course_id: 16 }, { token: peer.token }); // a paid course: not owned, but the first lesson is a free preview
    const reply = await call('POST', '/api/user/lesson/answers.json', { question_id: id, body: 'Đồng ý' }, { token: peer.token });
    expect(reply.statusCode).toBe(200);
    const shown = (await call('GET', '/api/user/lesson/questions.json', undefined, { query: { lesson_id: lesson } })).body.data.items.find(
      (q: { id: number }) => q.id === id,
    );
    expect(shown.body).toBe('<b>spam</b> mua hàng tại web khác'); // plain text, shown as typed
    expect(shown.answers[0].by_teacher).toBe(false);
    expect((await call('POST', '/api/user/lesson/qa_report.json', { kind: 'question', id }, { token: learner })).statusCode).toBe(404); // not one's own
    for (let i = 0; i < 3; i += 1) {
      const r = await trustedLearner(call, file.db, 16);
      expect((await call('POST', '/api/user/lesson/qa_report.json', { kind: 'question', id }, { token: r.token })).statusCode).toBe(200);
    }
    const after = (await call('GET', '/api/user/lesson/questions.json', undefined, { query: { lesson_id: lesson } })).body.data.items;
    expect(after.some((q: { id: number }) => q.id === id)).toBe(false);
  });
});
