import { appForFile } from '../../helpers/test-app';
import { login, registerUser, type TestUser } from '../../helpers/users';
import { trustedLearner } from '../../helpers/trusted';
import { HIDE_WEIGHT } from '../../../src/repositories/moderation-repo';

/**
 * The audit: three accounts made in a minute hid any review or Q&A item, and nobody could see or undo it. Reports now
 * weigh what their reporter is trusted with (account age, owning the course); a moderator (admin role or ADMIN_TOKEN)
 * sees the queue and hides or keeps each item; reporters are rationed.
 */
const ADMIN_TOKEN = 'kiem-duyet-Xq7!pL2@vR9#sT4$wY6%zB8^';
const f = appForFile('moderation', {
  adminToken: ADMIN_TOKEN,
  rateLimits: { posts: { max: 1000, timeWindow: 60_000 }, reports: { max: 4, timeWindow: 24 * 60 * 60_000 } },
});
let course: number;

beforeAll(async () => {
  course = (await f.db.query<{ id: number }>(`SELECT id FROM courses WHERE published AND price_new = 0 AND type <> 'combo' ORDER BY id LIMIT 1`))
    .rows[0]!.id;
});

/** A learner who owns the course and writes a review of it. */
async function reviewer(text = 'Khóa học này dở, đừng mua, hãy mua ở trang khác rẻ hơn.'): Promise<TestUser> {
  const u = await registerUser(f.call);
  expect((await f.call('POST', '/api/user/add_course.json', { course_id: course }, { token: u.token })).statusCode).toBe(200);
  expect((await f.call('POST', '/api/user/course/review.json', { course_id: course, rating: 1, body: text }, { token: u.token })).statusCode).toBe(
    200,
  );
  return u;
}
const report = (by: TestUser, author: TestUser) =>
  f.call('POST', '/api/user/course/review/report.json', { course_id: course, author_id: author.id, reason: 'spam' }, { token: by.token });
const listed = async (author: TestUser) =>
  (
    (await f.call('GET', '/api/user/course/reviews.json', undefined, { query: { course_id: course, page_size: 20 } })).body.data.items as Array<{
      author_id: number;
    }>
  ).some((r) => r.author_id === author.id);
const queue = (token: string) => f.call('GET', '/api/admin/moderation.json', undefined, { token });
const decide = (token: string, target: string, decision: 'hide' | 'keep') =>
  f.call('POST', '/api/admin/moderation/decide.json', { kind: 'review', target, decision }, { token });

describe('weighted reports', () => {
  it('three fresh accounts cannot hide a review — even owning the course; the review waits in the queue with their weight', async () => {
    const author = await reviewer();
    for (let i = 0; i < 3; i += 1) {
      const fresh = await registerUser(f.call);
      await f.call('POST', '/api/user/add_course.json', { course_id: course }, { token: fresh.token });
      expect((await report(fresh, author)).statusCode).toBe(200);
    }
    expect(await listed(author)).toBe(true);
    const item = (await queue(ADMIN_TOKEN)).body.data.items.find((i: { target: string }) => i.target === `${course}:${author.id}`);
    expect(item).toMatchObject({ kind: 'review', reports: 3, hidden: false, reasons: ['spam'] });
    expect(item.weight).toBeLessThan(0.5);
  });

  it('a hundred-day-old account that does not own the course weighs little too', async () => {
    const author = await reviewer();
    for (let i = 0; i < 3; i += 1) {
      const old = await registerUser(f.call);
      await f.db.query(`UPDATE users SET created_at = now() - interval '100 days' WHERE id = $1`, [old.id]);
      expect((await report(old, author)).statusCode).toBe(200);
    }
    expect(await listed(author)).toBe(true);
  });

  it(`${HIDE_WEIGHT} trusted reports (old accounts owning the course) hide it before anyone reviews it`, async () => {
    const author = await reviewer();
    for (let i = 0; i < HIDE_WEIGHT; i += 1) expect((await report(await trustedLearner(f.call, f.db, course), author)).statusCode).toBe(200);
    expect(await listed(author)).toBe(false);
  });

  it('reporters are rationed: a day’s reports per learner are capped', async () => {
    const busy = await registerUser(f.call);
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await report(busy, await reviewer(`Nhận xét số ${i + 1} của một học viên khác.`))).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('the moderation queue', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await registerUser(f.call);
    await f.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  });

  it('is for moderators only: a learner is refused, nobody signed out gets it, a wrong token neither', async () => {
    const learner = await registerUser(f.call);
    expect((await queue(learner.token)).statusCode).toBe(403);
    expect((await f.call('GET', '/api/admin/moderation.json')).statusCode).toBe(401);
    expect((await queue(`${ADMIN_TOKEN}x`)).statusCode).toBe(401);
    expect((await decide(learner.token, `${course}:${learner.id}`, 'hide')).statusCode).toBe(403);
    expect((await queue(admin.token)).statusCode).toBe(200);
    // the demo moderator of development (api/README.md)
    const demo = await login(f.call, 'quantri@example.com', 'Quantri@123');
    expect((await queue(demo.body.data.token)).statusCode).toBe(200);
  });

  it('an admin hides a review from the queue; reports before the decision are settled; keep shows it again', async () => {
    const author = await reviewer();
    const fresh = await registerUser(f.call);
    await report(fresh, author);
    const target = `${course}:${author.id}`;
    expect((await queue(admin.token)).body.data.items.map((i: { target: string }) => i.target)).toContain(target);
    const hidden = await decide(admin.token, target, 'hide');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body.message).toBe('Đã ẩn nội dung');
    expect(await listed(author)).toBe(false);
    expect((await queue(admin.token)).body.data.items.map((i: { target: string }) => i.target)).not.toContain(target);
    const { rows } = await f.db.query(`SELECT decision, decided_by FROM moderation_decisions WHERE kind = 'review' AND target = $1`, [target]);
    expect(rows).toEqual([{ decision: 'hide', decided_by: admin.id }]);

    expect((await decide(ADMIN_TOKEN, target, 'keep')).statusCode).toBe(200);
    expect(await listed(author)).toBe(true);
    expect((await decide(admin.token, `${course}:999999`, 'hide')).statusCode).toBe(404);
  });
});
