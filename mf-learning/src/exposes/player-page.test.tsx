import { invalidateQueries } from '../lib/use-query';
import { installFakeApi, fail, type FakeCall } from '@edu/shared/testing';
import { makeLearnCourse, makeLesson, makeLessonDetail, makeLog } from '../testing/lesson-factory';
import { byText, click, render, settle } from '@edu/shared/testing';
import { atRoute, location } from '@edu/shared/testing';
import { signIn, signOut } from '@edu/shared/testing';
import PlayerPage from './player-page';

const sanitizeCourseHtml = jest.fn(async (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ''));
jest.mock('@edu/shared/rich-text/lazy', () => ({
  ...jest.requireActual('@edu/shared/rich-text/lazy'),
  sanitizeCourseHtml: (html: string) => sanitizeCourseHtml(html),
}));

const lessons = [
  makeLesson(1, { title: 'Bài 1: Giới thiệu', is_free_preview: true, chapter: 'Chương 1' }),
  makeLesson(2, { title: 'Bài 2: Hàm số', chapter: 'Chương 1' }),
  makeLesson(3, { title: 'Bài 3: Tổng kết', chapter: 'Chương 2', duration_seconds: 3900 }),
];

function api(opts: { entitled: boolean; logs?: Record<number, ReturnType<typeof makeLog>>; course?: boolean }) {
  return installFakeApi({
    'GET /api/settings.json': () => ({ video: { head: 'https://vod.example/hls/', after: '/index.m3u8' } }),
    'GET /api/user/course/details.json': () => (opts.course === false ? fail(404, 'Không tìm thấy khóa học') : { course: makeLearnCourse({ entitled: opts.entitled }) }),
    'GET /api/user/lesson.json': () => ({ course_id: 9, entitled: opts.entitled, lessons: lessons.map((l) => ({ ...l, log: opts.logs?.[l.id] ?? null })) }),
    'GET /api/user/lesson/details.json': (call) => {
      const lesson = lessons.find((l) => l.id === Number(call.params.id))!;
      if (!opts.entitled && !lesson.is_free_preview) return fail(403, 'Bạn cần đăng ký khóa học');
      return { lesson: makeLessonDetail(lesson, lesson.id === 2 ? { video: { youtube: 'dQw4w9WgXcQ', adaptive_link: null, links: {}, qualities: [] } } : {}) };
    },
    'PATCH /api/user/lesson/learning_log.json': (call) => ({ log: makeLog({ ...(call.body as object), updated_at: 'now' }) }),
    'POST /api/user/course/external_link.json': () => ({ links: [{ id: 1, title: 'Tài liệu PDF', url: 'https://docs.example/a.pdf' }] }),
    'POST /api/user/lesson/error.json': () => ({ id: 1 }),
  });
}

async function open(url: string) {
  const view = await render(atRoute('/vao-hoc/:courseSlug', url, <PlayerPage />));
  await settle(8);
  return view;
}

const paths = (calls: FakeCall[], method: string, url: string) => calls.filter((c) => c.method === method && c.url === url);

beforeEach(async () => {
  invalidateQueries();
  localStorage.clear();
  await signOut();
});

describe('player page', () => {
  it('shows an owner the outline by chapter and resumes the first unfinished lesson (YouTube) where it stopped', async () => {
    await signIn();
    const calls = api({ entitled: true, logs: { 1: makeLog({ completed: true, progress: 100 }), 2: makeLog({ position: 42 }) } });
    const { container: c } = await open('/vao-hoc/toan-10-c0009');
    expect(c.querySelector('h1')?.textContent).toBe('Toán 10');
    const outline = c.querySelector('nav[aria-label="Danh sách bài học"]')!;
    expect([...outline.querySelectorAll('h3')].map((h) => h.firstChild?.textContent)).toEqual(['Chương 1', 'Chương 2']);
    expect(byText(outline as HTMLElement, 'a', /Bài 1: Giới thiệu/)?.textContent).toContain('(Đã học)');
    expect(byText(outline as HTMLElement, 'a', /Bài 3/)?.textContent).toContain('01 Giờ 05 Phút');
    expect(outline.querySelector('a[aria-current="page"]')?.textContent).toContain('Bài 2: Hàm số');
    // lesson 2 is on YouTube (privacy-enhanced), starting where the learner stopped
    const frame = c.querySelector('iframe')!;
    expect(frame.getAttribute('title')).toBe('Video bài học: Bài 2: Hàm số');
    expect(frame.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?.*start=42/);
    expect(c.textContent).toContain('Đã học 1/3 bài (33%)');
    expect(byText(c, 'a', 'Tài liệu PDF')?.getAttribute('href')).toBe('https://docs.example/a.pdf');
    expect(paths(calls, 'GET', '/api/user/lesson/details.json')[0]?.params).toEqual({ id: 2 });
    expect(document.title).toBe('Bài 2: Hàm số – Toán 10 | KhoaHoc.vn');
  });

  it('plays our own stream with a quality selector, renders the sanitised text and marks the lesson done', async () => {
    await signIn();
    const calls = api({ entitled: true });
    const { container: c } = await open('/vao-hoc/toan-10-c0009?lesson=3');
    const video = c.querySelector('video')!;
    expect(video.getAttribute('aria-label')).toBe('Video bài học: Bài 3: Tổng kết');
    expect(video.getAttribute('src')).toBe('https://vod.example/hls/khoa-hoc-9/bai-1/master/index.m3u8');
    const select = c.querySelector('select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Tự động', '360p', '720p']);
    expect(c.querySelector('.ui-richtext')?.innerHTML).toBe('<p>Nội dung Bài 3: Tổng kết</p>');
    expect(byText(c, 'a', '← Bài trước')?.getAttribute('href')).toBe('/vao-hoc/toan-10-c0009?lesson=2');
    expect(byText(c, 'a', 'Bài tiếp theo →')).toBeNull();

    await click(byText(c, 'button', 'Đánh dấu đã học'));
    await settle(3);
    expect(paths(calls, 'PATCH', '/api/user/lesson/learning_log.json').map((x) => x.body)).toEqual([
      { lesson_id: 3, position: 3900, progress: 100, completed: true },
    ]);
    expect(byText(c, 'button', 'Đánh dấu đã học')).toBeNull();
    expect(c.querySelector('.ln-done')?.textContent).toBe('✓ Đã học');
    expect(byText(c, 'nav a', /Bài 3: Tổng kết/)?.textContent).toContain('(Đã học)');
  });

  it('lets a visitor watch a free preview, without saving progress', async () => {
    const calls = api({ entitled: false });
    const { container: c } = await open('/vao-hoc/toan-10-c0009');
    expect(c.querySelector('video')).not.toBeNull();
    expect(c.textContent).toContain('Bạn đang xem thử khóa học');
    expect(byText(c, 'a', 'Đăng nhập để lưu tiến độ')?.getAttribute('href')).toBe('/dang-nhap?redirect=%2Fvao-hoc%2Ftoan-10-c0009');
    expect(paths(calls, 'POST', '/api/user/course/external_link.json')).toHaveLength(0);
  });

  it('explains a locked lesson to a visitor with sign-in and buy links, without asking for it', async () => {
    const calls = api({ entitled: false });
    const { container: c } = await open('/vao-hoc/toan-10-c0009?lesson=2');
    expect(c.textContent).toContain('Bài học này chỉ dành cho học viên của khóa học');
    expect(byText(c, 'a', 'Đăng nhập để học')?.getAttribute('href')).toBe('/dang-nhap?redirect=%2Fvao-hoc%2Ftoan-10-c0009%3Flesson%3D2');
    expect(byText(c, 'a', 'Mua khóa học')?.getAttribute('href')).toBe('/khoa-hoc/toan-10-c0009');
    expect(paths(calls, 'GET', '/api/user/lesson/details.json')).toHaveLength(0);
    expect(c.querySelector('video, iframe')).toBeNull();
  });

  it('sends a short error report and checks it first', async () => {
    await signIn();
    const calls = api({ entitled: true });
    const { container: c } = await open('/vao-hoc/toan-10-c0009?lesson=1');
    await click(byText(c, 'button', 'Báo lỗi bài học'));
    await click(byText(c, 'button', 'Gửi báo lỗi'));
    expect(c.querySelector('.field-error')?.textContent).toBe('Vui lòng mô tả lỗi (ít nhất 3 ký tự).');
    expect(paths(calls, 'POST', '/api/user/lesson/error.json')).toHaveLength(0);
    const textarea = c.querySelector('textarea')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    const { act } = await import('react');
    await act(async () => {
      setValue.call(textarea, 'Video bị giật');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(byText(c, 'button', 'Gửi báo lỗi'));
    await settle(2);
    expect(paths(calls, 'POST', '/api/user/lesson/error.json').map((x) => x.body)).toEqual([{ lesson_id: 1, kind: 'video', message: 'Video bị giật' }]);
    expect(c.querySelector('form[aria-label="Báo lỗi bài học"]')).toBeNull();
  });

  it.each([
    ['an unknown course', '/vao-hoc/khong-co-c9999', true],
    ['a slug that cannot be a course', '/vao-hoc/khongco', false],
  ])('sends %s to /404', async (_name, url, course) => {
    api({ entitled: false, course: !course ? undefined : false });
    await open(url);
    expect(location.current).toBe('/404');
  });
});
