import { appForFile } from '../../helpers/test-app';
import { registerUser, type TestUser } from '../../helpers/users';
import { normalisePlainText } from '../../../src/lib/text';
import { HIDE_WEIGHT } from '../../../src/repositories/moderation-repo';
import { trustedLearner } from '../../helpers/trusted';

let freeCourse: number;

const file = appForFile('reviews', { rateLimits: { posts: { max: 6, timeWindow: 60 * 60_000 } } });
const { call } = file;

/** A fresh learner who owns a free course of its own (so each test starts from no reviews). */
async function owner(): Promise<TestUser> {
  const u = await registerUser(call);
  const enrolled = await call('POST', '/api/user/add_course.json', { course_id: freeCourse }, { token: u.token });
  expect(enrolled.statusCode).toBe(200);
  return u;
}

const review = (u: TestUser, rating: number, body: string, course = freeCourse) =>
  call('POST', '/api/user/course/review.json', { course_id: course, rating, body }, { token: u.token });
const reviews = (u?: TestUser, course = freeCourse) =>
  call('GET', '/api/user/course/reviews.json', undefined, { query: { course_id: course }, token: u?.token });

beforeEach(async () => {
  // each test reviews a free course nobody has reviewed yet
  const { rows } = await file.db.query<{ id: number }>(
    `SELECT c.id FROM courses c WHERE c.published AND c.price_new = 0 AND c.type <> 'combo'
       AND NOT EXISTS (SELECT 1 FROM course_votes v WHERE v.course_id = c.id) ORDER BY c.id LIMIT 1`,
  );
  freeCourse = rows[0]!.id;
});

describe('course reviews', () => {
  it('an owner writes a review: it is listed as theirs, and the average, count and breakdown follow', async () => {
    const before = (await reviews()).body.data;
    const a = await owner();
    const saved = await review(a, 4, '  Giảng viên dạy dễ hiểu,\n\n\n\nbài tập vừa sức.  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.my_review).toEqual({ rating: 4, body: 'Giảng viên dạy dễ hiểu,\n\nbài tập vừa sức.', hidden: false });
    expect(saved.body.data.vote_count).toBe(before.vote_count + 1);
    expect(saved.body.data.breakdown['4']).toBe(before.breakdown['4'] + 1);

    const list = (await reviews(a)).body.data;
    expect(list.items[0]).toMatchObject({ author_id: a.id, author: 'Học viên thử nghiệm', rating: 4, mine: true });
    expect(list.my_review.rating).toBe(4);
    expect((await reviews()).body.data.items[0].mine).toBe(false);
  });

  it('one review per learner: writing again edits it and the count does not grow', async () => {
    const a = await owner();
    await review(a, 2, 'Lúc đầu hơi khó theo kịp.');
    const again = await review(a, 5, 'Xem lại lần hai thì rất hay!');
    expect(again.body.data.my_review).toMatchObject({ rating: 5, body: 'Xem lại lần hai thì rất hay!' });
    const list = (await reviews()).body.data;
    expect(list.items.filter((r: { author_id: number }) => r.author_id === a.id)).toHaveLength(1);
    expect(list.vote_count).toBe(1);
    expect(list.vote_rate).toBe(5);
  });

  it('a learner who does not own the course cannot review it, and nothing is recorded', async () => {
    const stranger = await registerUser(call);
    const res = await review(stranger, 1, 'Tôi chưa học nhưng muốn chê.');
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Chỉ học viên đã sở hữu khóa học mới được đánh giá');
    expect((await reviews()).body.data.vote_count).toBe(0);
    expect((await call('POST', '/api/user/course/review.json', { course_id: freeCourse, rating: 5, body: '' })).statusCode).toBe(401);
  });

  it('text is kept as plain text, never HTML; too short, too long or a bad rating is refused with a reason', async () => {
    const a = await owner();
    const markup = '<img src=x onerror=alert(1)> <b>đậm</b>';
    expect((await review(a, 3, markup)).body.data.my_review.body).toBe(markup);
    expect((await reviews()).body.data.items[0].body).toBe(markup); // the client shows it as text
    const short = await review(a, 3, 'Hay');
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toMatch(/ít nhất 10 ký tự/);
    expect((await review(a, 6, 'Mười điểm cho khóa học.')).statusCode).toBe(400);
    expect((await review(a, 3, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await review(a, 5, '')).body.data.my_review).toMatchObject({ rating: 5, body: '' }); // a rating alone
    expect((await reviews()).body.data.items).toEqual([]); // …is not a written review
  });

  it(`reports from ${HIDE_WEIGHT} trusted learners hide a review; its rating still counts; nobody reports twice or themselves`, async () => {
    const a = await owner();
    await review(a, 1, 'Nội dung quảng cáo, mua hàng tại web khác.');
    const report = (u: TestUser) =>
      call('POST', '/api/user/course/review/report.json', { course_id: freeCourse, author_id: a.id, reason: 'spam' }, { token: u.token });
    expect((await report(a)).statusCode).toBe(400);
    const first = await trustedLearner(call, file.db, freeCourse);
    expect((await report(first)).statusCode).toBe(200);
    expect((await report(first)).statusCode).toBe(200);
    expect((await reviews()).body.data.items).toHaveLength(1); // one reporter, counted once
    for (let i = 1; i < HIDE_WEIGHT; i += 1) await report(await trustedLearner(call, file.db, freeCourse));
    const after = (await reviews(a)).body.data;
    expect(after.items).toEqual([]);
    expect(after.vote_count).toBe(1);
    expect(after.my_review).toMatchObject({ hidden: true });
    const nobody = await call('POST', '/api/user/course/review/report.json', { course_id: freeCourse, author_id: first.id }, { token: a.token });
    expect(nobody.statusCode).toBe(404);
  });

  it('writing is rate-limited per learner', async () => {
    const a = await owner();
    const codes: number[] = [];
    for (let i = 0; i < 8; i += 1) codes.push((await review(a, 4, `Nhận xét lần thứ ${i + 1} của tôi.`)).statusCode);
    expect(codes.slice(0, 6).every((c) => c === 200)).toBe(true);
    expect(codes.slice(6)).toEqual([429, 429]);
  });

  it('an unknown course is a 404, and the list is paginated', async () => {
    expect((await reviews(undefined, 999_999)).statusCode).toBe(404);
    for (let i = 0; i < 6; i += 1) await review(await owner(), 5, `Khóa học rất tốt, lần ${i + 1}.`);
    const page2 = await call('GET', '/api/user/course/reviews.json', undefined, { query: { course_id: freeCourse, page: 2, page_size: 5 } });
    expect(page2.body.data).toMatchObject({ page: 2, page_size: 5, total: 6 });
    expect(page2.body.data.items).toHaveLength(1);
  });
});

describe('normalisePlainText', () => {
  it.each([
    ['  hay  ', 'hay'],
    ['a\r\nb', 'a\nb'],
    ['a\n\n\n\nb', 'a\n\nb'],
    ['a\u0000b\u0007c', 'abc'],
    ['a   \t b', 'a b'],
  ])('%j → %j', (input, expected) => expect(normalisePlainText(input)).toBe(expected));
});
