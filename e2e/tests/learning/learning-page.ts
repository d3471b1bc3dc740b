import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The seeded demo learner (api/README.md): owns courses 1, 16, 30, 49. */
export const LEARNER = { email: 'hocvien@example.com', password: 'Hocvien@123' };

/** '/vao-hoc/{alias}-{aliasCode}' and the name of a seeded course, read from the API. */
export async function courseById(request: APIRequestContext, id: number): Promise<{ name: string; learnPath: string; coursePath: string }> {
  const res = await request.get('/api/user/course/details.json', { params: { id } });
  expect(res.ok(), await res.text()).toBe(true);
  const { course } = ((await res.json()) as { data: { course: { name: string; alias: string; alias_code: string } } }).data;
  const slug = `${course.alias}-${course.alias_code}`;
  return { name: course.name, learnPath: `/vao-hoc/${slug}`, coursePath: `/khoa-hoc/${slug}` };
}

/** Page object of the learning remote (player, /mycourse, home-study): roles and Vietnamese labels only. */
export class LearningPage {
  constructor(readonly page: Page) {}

  /** Signs in on the account remote's form (its own labels); the caller has opened /dang-nhap. */
  async signIn(email = LEARNER.email, password = LEARNER.password): Promise<void> {
    const form = this.page.getByRole('main');
    await form.getByRole('textbox', { name: 'Email hoặc số điện thoại' }).fill(email);
    await form.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  }

  lessonList(): Locator {
    return this.page.getByRole('navigation', { name: 'Danh sách bài học' });
  }

  lessonLink(title: string | RegExp): Locator {
    return this.lessonList().getByRole('link', { name: title });
  }

  video(lessonTitle: string): Locator {
    return this.page.getByLabel(`Video bài học: ${lessonTitle}`, { exact: true });
  }

  youtube(lessonTitle: string): Locator {
    return this.page.getByTitle(`Video bài học: ${lessonTitle}`, { exact: true });
  }

  lessonHeading(title: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: title, exact: true });
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

/**
 * The e2e cannot play a 10-minute video: the API's test-only shortcut (NODE_ENV=test, absent in production — its
 * own test is api/test/routes/api/watch-time.test.ts) credits the lesson as watched through, as the player's
 * heartbeats would. It completes nothing by itself: the learner's "Đánh dấu đã học" then asks the server.
 */
export async function watchLessonThrough(request: APIRequestContext, token: string, lessonId: number): Promise<void> {
  const res = await request.post('/api/test/lesson/watched.json', { headers: { Authorization: `Bearer ${token}` }, data: { lesson_id: lessonId } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** An access token of a learner, for the API calls a test arranges with. */
export async function tokenOf(request: APIRequestContext, email = LEARNER.email, password = LEARNER.password): Promise<string> {
  const login = await request.post('/api/user/login.json', { data: { username: email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { data: { token: string } }).data.token;
}
