import { appForFile } from '../../helpers/test-app';
import { login, registerUser } from '../../helpers/users';

let demoToken: string;

const file = appForFile('learning');
const { call } = file;
beforeAll(async () => {
  demoToken = (await login(call, 'hocvien@example.com', 'Hocvien@123')).body.data.token;
});

describe('lessons', () => {
  it('shows free previews to everyone and the rest only to owners', async () => {
    const outline = (await call('GET', '/api/user/lesson.json', undefined, { query: { course_id: 16 } })).body.data.lessons;
    const free = outline.find((l: { is_free_preview: boolean }) => l.is_free_preview);
    const locked = outline.find((l: { is_free_preview: boolean }) => !l.is_free_preview);
    expect((await call('GET', '/api/user/lesson/details.json', undefined, { query: { id: free.id } })).statusCode).toBe(200);
    const anon = await call('GET', '/api/user/lesson/details.json', undefined, { query: { id: locked.id } });
    expect(anon.statusCode).toBe(403);
    expect(anon.body.message).toMatch(/đăng ký khóa học/);
    const owner = await call('GET', '/api/user/lesson/details.json', undefined, { query: { id: locked.id }, token: demoToken });
    expect(owner.statusCode).toBe(200);
    const video = owner.body.data.lesson.video;
    expect(video.youtube || video.adaptive_link).toBeTruthy();
    if (video.adaptive_link) expect(Object.keys(video.links)).toEqual(expect.arrayContaining(['240', '360', '480', '720']));
  });

  it('keeps a learning log per user and lesson (advisory progress never goes back; the client cannot complete it)', async () => {
    const lessons = (await call('GET', '/api/user/lesson.json', undefined, { query: { course_id: 16 }, token: demoToken })).body.data.lessons;
    const id = lessons[3].id;
    await call('PATCH', '/api/user/lesson/learning_log.json', { lesson_id: id, position: 300, progress: 100 }, { token: demoToken });
    const r = await call('PATCH', '/api/user/lesson/learning_log.json', { lesson_id: id, position: 30, progress: 10 }, { token: demoToken });
    expect(r.body.data.log).toMatchObject({ position: 30, progress: 100, completed: false });
    const data = await call('POST', '/api/user/lesson/data.json', { lesson_id: id }, { token: demoToken });
    expect(data.body.data.resume_at).toBe(30);
    const err = await call(
      'POST',
      '/api/user/lesson/error.json',
      { lesson_id: id, kind: 'video', message: 'Video bị giật ở phút thứ 3' },
      { token: demoToken },
    );
    expect(err.statusCode).toBe(200);
  });

  it('lists my courses and subscriptions', async () => {
    const mine = await call('GET', '/api/user/my_course.json', undefined, { token: demoToken });
    expect(mine.body.data.items.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([1, 16, 30, 49]));
    const subs = await call('GET', '/api/user/my_subscription_plan.json', undefined, { token: demoToken });
    expect(subs.body.data[0]).toEqual(
      expect.objectContaining({ subscription_plan_id: 1, path: expect.stringMatching(/^\//), end_date: expect.any(String) }),
    );
  });
});

describe('news', () => {
  type Post = { title: string; published_at: string };
  const posts = async (query: Record<string, string | number>) => (await call('GET', '/api/user/post.json', undefined, { query })).body.data;

  it('searches with full-text relevance and the four sort orders', async () => {
    const rel = await posts({ q: 'ielts' });
    expect(rel.total).toBeGreaterThanOrEqual(2);
    expect(rel.items[0].title).toMatch(/IELTS/);
    const byTitle = (await posts({ sort: 'title', page_size: 48 })).items.map((p: Post) => p.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byDate = (await posts({ sort: 'date', page_size: 48 })).items.map((p: Post) => p.published_at);
    expect(byDate).toEqual([...byDate].sort().reverse());
    expect((await posts({ q: 'thi', sort: 'content' })).total).toBeGreaterThan(0);
    expect((await posts({ q: 'hoc', page: 2, page_size: 2 })).items).toHaveLength(2);
  });

  it('filters by hashtag and reads a post by slug', async () => {
    const tagged = await posts({ tag: 'ielts' });
    expect(tagged.items.every((p: { tags: Array<{ slug: string }> }) => p.tags.some((t) => t.slug === 'ielts'))).toBe(true);
    const one = await call('GET', '/api/user/post/details.json', undefined, { query: { slug: tagged.items[0].slug } });
    expect(one.body.data.post.content).toContain('<p>');
    expect((await call('GET', '/api/user/tag.json', undefined, { query: { slug: 'ielts' } })).body.data.tag.post_count).toBe(tagged.total);
  });
});

describe('support and notifications', () => {
  it('counts one like per voter', async () => {
    const articles = (await call('GET', '/api/user/support.json', undefined, { query: { q: 'kich hoat' } })).body.data.items;
    expect(articles.length).toBeGreaterThan(0);
    const id = articles[0].id;
    await call('PATCH', '/api/user/support/like.json', { id, like: true }, { token: demoToken });
    const twice = await call('PATCH', '/api/user/support/like.json', { id, like: true }, { token: demoToken });
    expect(twice.body.data).toMatchObject({ likes: 1, dislikes: 0 });
    const flip = await call('PATCH', '/api/user/support/like.json', { id, like: false }, { token: demoToken });
    expect(flip.body.data).toMatchObject({ likes: 0, dislikes: 1 });
  });

  it('keeps notifications per user with read state', async () => {
    const u = await registerUser(call);
    const list = await call('GET', '/api/user/notification.json', undefined, { token: u.token });
    expect(list.body.data.unread_count).toBe(1);
    const n = list.body.data.items[0];
    const d = await call('GET', '/api/user/notification/details.json', undefined, { query: { id: n.id }, token: u.token });
    expect(d.body.data.notification.read_at).not.toBeNull();
    expect((await call('GET', '/api/user/notification.json', undefined, { token: u.token })).body.data.unread_count).toBe(0);
  });

  it('follows and unfollows subjects', async () => {
    const u = await registerUser(call);
    await call('PATCH', '/api/user/subject/like.json', { subject_id: 7 }, { token: u.token });
    expect(
      (await call('GET', '/api/user/subject.json', undefined, { query: { liked: 'true' }, token: u.token })).body.data.map(
        (s: { id: number }) => s.id,
      ),
    ).toEqual([7]);
    await call('DELETE', '/api/user/subject/like.json', { subject_id: 7 }, { token: u.token });
    expect((await call('GET', '/api/user/subject.json', undefined, { query: { liked: 'true' }, token: u.token })).body.data).toEqual([]);
  });
});

describe('client error reports', () => {
  it.each([
    [{ kind: 'integrity', remote: 'mf_catalogue', version: '1.0.0-abc', url: '/remotes/mf_catalogue/1.0.0-abc/remoteEntry.js' }, 200],
    [{ kind: 'integrity', remote: 'mf_catalogue', url: '/x', page: '/khoa-hoc' }, 200],
    [
      {
        kind: 'render',
        remote: 'mf_account',
        version: '1.1.0-def',
        url: '/tai-khoan/ho-so',
        page: '/tai-khoan/ho-so',
        message: 'Cannot read properties of undefined',
      },
      200,
    ],
    [{ kind: 'render', remote: 'mf_account', url: '/x', message: 'x'.repeat(301) }, 400],
    [{ kind: 'something-else', remote: 'mf_catalogue', url: '/x' }, 400],
    [{ kind: 'integrity', remote: '<script>', url: '/x' }, 400],
    [{ kind: 'integrity', remote: 'mf_catalogue' }, 400],
  ])('%j → %i', async (body, status) => {
    const res = await call('POST', '/api/telemetry/client-error.json', body);
    expect(res.statusCode).toBe(status);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('page data indexes', () => {
  it.each([
    ['/giai-phap', 'solution', 'Giải pháp'],
    ['/home-study', 'home_study', 'Học tại nhà'],
  ])('%s lists every page of its type', async (path, type, title) => {
    const r = await call('GET', '/restapi/page/getpagedata', undefined, { query: { path } });
    expect(r.statusCode).toBe(200);
    expect(r.body.data.page).toMatchObject({ type, title });
    expect(r.body.data.siblings.length).toBeGreaterThan(0);
    expect(r.body.data.siblings.every((p: { type: string }) => p.type === type)).toBe(true);
  });

  it('still answers 404 for an unknown root', async () => {
    expect((await call('GET', '/restapi/page/getpagedata', undefined, { query: { path: '/khong-co-trang-nay' } })).statusCode).toBe(404);
  });
});
