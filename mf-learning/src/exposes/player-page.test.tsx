import { getBus, type BusEvents } from '@edu/shared/core';
import { invalidateQueries } from '../lib/use-query';
import { fail, installFakeApi, location, renderPage, screen, signIn, signOut, waitFor, within, type FakeCall } from '@edu/shared/testing';
import { makeLearnCourse, makeLesson, makeLessonDetail, makeLog } from '../testing/lesson-factory';
import PlayerPage from './player-page';

const sanitizeCourseHtml = jest.fn(async (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ''));
jest.mock('@edu/shared/rich-text/lazy', () => ({
  ...jest.requireActual('@edu/shared/rich-text/lazy'),
  sanitizeCourseHtml: (html: string) => sanitizeCourseHtml(html),
}));

let questions: Array<Record<string, unknown>> = [];
/** Lessons the fake server counted as watched (by heartbeats). */
let watched = new Set<number>();
const STILL_TO_WATCH = 'Bạn cần xem thêm khoảng 58 phút 30 giây video (tối thiểu 90% thời lượng, tốc độ tối đa 2×) để bài học được tính là đã học';
let notes: Array<{ id: number; lesson_id: number; position: number; body: string; created_at: string }> = [];

const lessons = [
  makeLesson(1, { title: 'Bài 1: Giới thiệu', is_free_preview: true, chapter: 'Chương 1' }),
  makeLesson(2, { title: 'Bài 2: Hàm số', chapter: 'Chương 1' }),
  makeLesson(3, { title: 'Bài 3: Tổng kết', chapter: 'Chương 2', duration_seconds: 3900 }),
];

function api(opts: { entitled: boolean; logs?: Record<number, ReturnType<typeof makeLog>>; course?: boolean }) {
  return installFakeApi({
    'GET /api/settings.json': () => ({ video: { head: 'https://vod.example/hls/', after: '/index.m3u8' } }),
    'GET /api/user/course/details.json': () =>
      opts.course === false ? fail(404, 'Không tìm thấy khóa học') : { course: makeLearnCourse({ entitled: opts.entitled }) },
    'GET /api/user/lesson.json': () => ({
      course_id: 9,
      entitled: opts.entitled,
      lessons: lessons.map((l) => ({ ...l, log: opts.logs?.[l.id] ?? null })),
    }),
    'GET /api/user/lesson/details.json': (call) => {
      const lesson = lessons.find((l) => l.id === Number(call.params.id))!;
      if (!opts.entitled && !lesson.is_free_preview) return fail(403, 'Bạn cần đăng ký khóa học');
      return {
        lesson: makeLessonDetail(lesson, lesson.id === 2 ? { video: { youtube: 'dQw4w9WgXcQ', adaptive_link: null, links: {}, qualities: [] } } : {}),
      };
    },
    // as the server does: completion only from heartbeats it counted (here: one reaching 90 % of the lesson)
    'PATCH /api/user/lesson/learning_log.json': (call) => {
      const b = call.body as { lesson_id: number; position: number; completed?: boolean };
      if (b.completed && !watched.has(b.lesson_id)) return fail(409, STILL_TO_WATCH);
      return { log: makeLog({ position: b.position, completed: watched.has(b.lesson_id), updated_at: 'now' }) };
    },
    'POST /api/user/lesson/watch_session.json': (call) => ({
      nonce: `nonce-for-lesson-${(call.body as { lesson_id: number }).lesson_id}`,
      heartbeat_seconds: 15,
      watch: { watched_seconds: 0, required_seconds: 3510 },
    }),
    'POST /api/user/lesson/heartbeat.json': (call) => {
      const b = call.body as { nonce: string; position: number };
      const lessonId = Number(b.nonce.split('-').at(-1));
      if (b.position >= 3510) watched.add(lessonId);
      return {
        log: makeLog({ position: Math.floor(b.position), completed: watched.has(lessonId), updated_at: 'now' }),
        watch: { watched_seconds: Math.floor(b.position), required_seconds: 3510 },
        certificate: null,
      };
    },
    'POST /api/user/course/external_link.json': () => ({ links: [{ id: 1, title: 'Tài liệu PDF', url: 'https://docs.example/a.pdf' }] }),
    'POST /api/user/lesson/error.json': () => ({ id: 1 }),
    'GET /api/user/lesson/notes.json': () => notes,
    'GET /api/user/lesson/questions.json': () => ({ items: questions, page: 1, page_size: 10, total: questions.length }),
    'POST /api/user/lesson/questions.json': (call) => {
      questions = [{ id: 9, body: (call.body as { body: string }).body, author: 'Tôi', mine: true, created_at: 'now', answers: [] }, ...questions];
      return { id: 9 };
    },
    'POST /api/user/lesson/notes.json': (call) => {
      const b = call.body as { lesson_id: number; position: number; body: string };
      const note = { id: notes.length + 1, lesson_id: b.lesson_id, position: b.position, body: b.body.trim(), created_at: 'now' };
      notes = [...notes, note];
      return note;
    },
    'DELETE /api/user/lesson/notes.json': (call) => {
      notes = notes.filter((n) => n.id !== (call.body as { id: number }).id);
      return null;
    },
  });
}

const open = (url: string) => renderPage('/vao-hoc/:courseSlug', url, <PlayerPage />);

const paths = (calls: FakeCall[], method: string, url: string) => calls.filter((c) => c.method === method && c.url === url);

/** The lesson outline ('Danh sách bài học' navigation). */
const outline = () => within(screen.getByRole('navigation', { name: 'Danh sách bài học' }));

beforeEach(async () => {
  watched = new Set();
  notes = [];
  questions = [];
  invalidateQueries();
  localStorage.clear();
  await signOut();
});

describe('player page', () => {
  it('shows an owner the outline by chapter and resumes the first unfinished lesson (YouTube) where it stopped', async () => {
    await signIn();
    const calls = api({ entitled: true, logs: { 1: makeLog({ completed: true, progress: 100 }), 2: makeLog({ position: 42 }) } });
    open('/vao-hoc/toan-10-c0009');
    // lesson 2 is on YouTube (privacy-enhanced), starting where the learner stopped. Five calls in a row come
    // first (course, lessons, logs, lesson, video config): more than the default 1 s on a loaded CI machine
    const frame = await screen.findByTitle('Video bài học: Bài 2: Hàm số', {}, { timeout: 5_000 });
    expect(frame).toBeInstanceOf(HTMLIFrameElement);
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?.*start=42/));
    expect(screen.getByRole('heading', { level: 1, name: 'Toán 10' })).toBeInTheDocument();
    // the chapters are the outline's level-3 headings, in order (each heading's own text is the chapter's title)
    expect(outline().getAllByRole('heading', { level: 3 })).toEqual([outline().getByText('Chương 1'), outline().getByText('Chương 2')]);
    expect(outline().getByRole('link', { name: /Bài 1: Giới thiệu/ })).toHaveTextContent('(Đã học)');
    expect(outline().getByRole('link', { name: /Bài 3/ })).toHaveTextContent('01 Giờ 05 Phút');
    expect(outline().getByRole('link', { current: 'page' })).toHaveTextContent('Bài 2: Hàm số');
    expect(screen.getByText('Đã học 1/3 bài (33%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tiến độ khóa học' })).toHaveAttribute('aria-valuenow', '33');
    expect(await screen.findByRole('link', { name: 'Tài liệu PDF' })).toHaveAttribute('href', 'https://docs.example/a.pdf');
    expect(paths(calls, 'GET', '/api/user/lesson/details.json')[0]?.params).toEqual({ id: 2 });
    expect(document.title).toBe('Bài 2: Hàm số – Toán 10 | KhoaHoc.vn');
  });

  it('plays our own stream with a quality selector, renders the sanitised text; the lesson is done once the server counted it watched', async () => {
    await signIn();
    const calls = api({ entitled: true });
    const { user } = open('/vao-hoc/toan-10-c0009?lesson=3');
    const video = await screen.findByLabelText('Video bài học: Bài 3: Tổng kết');
    expect(video).toBeInstanceOf(HTMLVideoElement);
    expect(video).toHaveAttribute('src', 'https://vod.example/hls/khoa-hoc-9/bai-1/master/index.m3u8');
    const quality = screen.getByRole('combobox', { name: 'Chất lượng video' });
    expect(
      within(quality)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tự động', '360p', '720p']);
    // playback speed 0.75–2×, applied to the video and kept for the next lesson
    const speed = screen.getByRole('combobox', { name: 'Tốc độ phát' });
    expect(speed).toHaveDisplayValue('Bình thường');
    await user.selectOptions(speed, '1.5×');
    expect((video as HTMLVideoElement).playbackRate).toBe(1.5);
    expect(localStorage.getItem('edu.player.speed')).toBe('1.5');
    // the lesson text is rendered as HTML (a paragraph), not as escaped markup
    const text = screen.getByRole('region', { name: 'Nội dung bài học' });
    expect(await within(text).findByText('Nội dung Bài 3: Tổng kết', { selector: 'p' })).toBeInTheDocument();
    expect(text).toHaveTextContent(/^Nội dung Bài 3: Tổng kết$/);
    expect(screen.getByRole('link', { name: '← Bài trước' })).toHaveAttribute('href', '/vao-hoc/toan-10-c0009?lesson=2');
    expect(screen.queryByRole('link', { name: /Bài tiếp theo/ })).not.toBeInTheDocument();

    // asking before the video was watched: the server's answer says how much is left, and nothing is ticked
    const toasts: BusEvents['toast:show'][] = [];
    getBus().on('toast:show', (t) => toasts.push(t));
    await user.click(screen.getByRole('button', { name: 'Đánh dấu đã học' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ msg: STILL_TO_WATCH, kind: 'error' }));
    expect(paths(calls, 'PATCH', '/api/user/lesson/learning_log.json').map((x) => x.body)).toEqual([{ lesson_id: 3, position: 0, completed: true }]);
    expect(screen.getByRole('button', { name: 'Đánh dấu đã học' })).toBeEnabled();

    // playing: a session per lesson, then heartbeats with the position and the playback rate
    await waitFor(() => expect(paths(calls, 'POST', '/api/user/lesson/watch_session.json').map((x) => x.body)).toEqual([{ lesson_id: 3 }]));
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 3600 });
    video.dispatchEvent(new Event('timeupdate'));
    video.dispatchEvent(new Event('pause'));
    const stage = within(screen.getByRole('article', { name: 'Bài 3: Tổng kết' }));
    expect(await stage.findByRole('status')).toHaveTextContent(/^✓ Đã học$/);
    expect(paths(calls, 'POST', '/api/user/lesson/heartbeat.json').map((x) => x.body)).toEqual([
      { nonce: 'nonce-for-lesson-3', seq: 1, position: 3600, rate: 1.5 },
    ]);
    expect(screen.queryByRole('button', { name: 'Đánh dấu đã học' })).not.toBeInTheDocument();
    expect(outline().getByRole('link', { name: /Bài 3: Tổng kết/ })).toHaveTextContent('(Đã học)');
  });

  it('lets a visitor watch a free preview, without saving progress', async () => {
    const calls = api({ entitled: false });
    open('/vao-hoc/toan-10-c0009');
    expect(await screen.findByLabelText('Video bài học: Bài 1: Giới thiệu')).toBeInstanceOf(HTMLVideoElement);
    expect(screen.getByText(/Bạn đang xem thử khóa học/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập để lưu tiến độ' })).toHaveAttribute('href', '/dang-nhap?redirect=%2Fvao-hoc%2Ftoan-10-c0009');
    expect(paths(calls, 'POST', '/api/user/course/external_link.json')).toHaveLength(0);
  });

  it('explains a locked lesson to a visitor with sign-in and buy links, without asking for it', async () => {
    const calls = api({ entitled: false });
    open('/vao-hoc/toan-10-c0009?lesson=2');
    const locked = within(await screen.findByRole('region', { name: 'Bài học này chỉ dành cho học viên của khóa học' }));
    expect(locked.getByRole('link', { name: 'Đăng nhập để học' })).toHaveAttribute(
      'href',
      '/dang-nhap?redirect=%2Fvao-hoc%2Ftoan-10-c0009%3Flesson%3D2',
    );
    expect(locked.getByRole('link', { name: 'Mua khóa học' })).toHaveAttribute('href', '/khoa-hoc/toan-10-c0009');
    expect(paths(calls, 'GET', '/api/user/lesson/details.json')).toHaveLength(0);
    // no player at all: neither our <video> (named by aria-label) nor the YouTube frame (named by title)
    expect(screen.queryByLabelText(/Video bài học/)).not.toBeInTheDocument();
    expect(screen.queryByTitle(/Video bài học/)).not.toBeInTheDocument();
  });

  it('sends a short error report and checks it first', async () => {
    await signIn();
    const calls = api({ entitled: true });
    const { user } = open('/vao-hoc/toan-10-c0009?lesson=1');
    await screen.findByLabelText('Video bài học: Bài 1: Giới thiệu');
    await user.click(screen.getByRole('button', { name: 'Báo lỗi bài học' }));
    const form = within(screen.getByRole('form', { name: 'Báo lỗi bài học' }));
    await user.click(form.getByRole('button', { name: 'Gửi báo lỗi' }));
    const description = form.getByRole('textbox', { name: 'Mô tả lỗi' });
    expect(form.getByRole('alert')).toHaveTextContent(/^Vui lòng mô tả lỗi \(ít nhất 3 ký tự\)\.$/);
    expect(description).toHaveAccessibleDescription('Vui lòng mô tả lỗi (ít nhất 3 ký tự).');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(paths(calls, 'POST', '/api/user/lesson/error.json')).toHaveLength(0);

    await user.type(description, 'Video bị giật');
    await user.click(form.getByRole('button', { name: 'Gửi báo lỗi' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Báo lỗi bài học' })).not.toBeInTheDocument());
    expect(paths(calls, 'POST', '/api/user/lesson/error.json').map((x) => x.body)).toEqual([
      { lesson_id: 1, kind: 'video', message: 'Video bị giật' },
    ]);
  });

  it.each([
    ['an unknown course', '/vao-hoc/khong-co-c9999', true],
    ['a slug that cannot be a course', '/vao-hoc/khongco', false],
  ])('sends %s to /404', async (_name, url, course) => {
    api({ entitled: false, course: !course ? undefined : false });
    open(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeInTheDocument();
    expect(location.current).toBe('/404');
  });

  it('a learner keeps notes on a lesson, each at the moment of the video, and deletes one', async () => {
    await signIn();
    notes = [{ id: 1, lesson_id: 3, position: 125, body: 'Công thức nghiệm', created_at: 'now' }];
    const calls = api({ entitled: true });
    const { user } = open('/vao-hoc/toan-10-c0009?lesson=3');
    const section = await screen.findByRole('region', { name: 'Ghi chú của bạn' });
    expect(await within(section).findByText('Công thức nghiệm')).toBeInTheDocument();
    expect(within(section).getByText('00:02:05')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Lưu ghi chú' }));
    expect(within(section).getByRole('textbox', { name: 'Ghi chú mới' })).toHaveAccessibleDescription(/Vui lòng nhập nội dung ghi chú/);
    await user.type(within(section).getByRole('textbox', { name: 'Ghi chú mới' }), 'Xem lại phần ví dụ');
    await user.click(within(section).getByRole('button', { name: 'Lưu ghi chú' }));
    expect(await within(section).findByText('Xem lại phần ví dụ')).toBeInTheDocument();
    expect(paths(calls, 'POST', '/api/user/lesson/notes.json')[0]?.body).toEqual({ lesson_id: 3, position: 0, body: 'Xem lại phần ví dụ' });
    await user.click(within(section).getByRole('button', { name: 'Xóa ghi chú tại 00:02:05' }));
    await waitFor(() => expect(within(section).queryByText('Công thức nghiệm')).not.toBeInTheDocument());
  });

  it('Hỏi đáp: reads questions with the teacher’s answer marked, and asks one', async () => {
    await signIn();
    questions = [
      {
        id: 1,
        body: 'Tại sao Δ < 0 thì vô nghiệm?',
        author: 'Trần Thị Bình',
        mine: false,
        created_at: 'now',
        answers: [{ id: 5, body: 'Vì căn bậc hai của số âm không là số thực.', author: 'Cô Lan', by_teacher: true, mine: false, created_at: 'now' }],
      },
    ];
    const calls = api({ entitled: true });
    const { user } = open('/vao-hoc/toan-10-c0009?lesson=3');
    const qa = await screen.findByRole('region', { name: 'Hỏi đáp' });
    const question = await within(qa).findByRole('article', { name: 'Câu hỏi của Trần Thị Bình' });
    expect(within(question).getByRole('listitem', { name: 'Trả lời của Cô Lan (Giảng viên)' })).toHaveTextContent(
      'Vì căn bậc hai của số âm không là số thực.',
    );
    await user.type(within(qa).getByRole('textbox', { name: 'Câu hỏi của bạn' }), 'Hỏi');
    await user.click(within(qa).getByRole('button', { name: 'Gửi câu hỏi' }));
    expect(within(qa).getByRole('textbox', { name: 'Câu hỏi của bạn' })).toHaveAccessibleDescription('Nội dung cần ít nhất 10 ký tự');
    await user.type(within(qa).getByRole('textbox', { name: 'Câu hỏi của bạn' }), ' thêm về ví dụ 2 ạ?');
    await user.click(within(qa).getByRole('button', { name: 'Gửi câu hỏi' }));
    expect(await within(qa).findByRole('article', { name: 'Câu hỏi của Tôi' })).toHaveTextContent('Hỏi thêm về ví dụ 2 ạ?');
    expect(paths(calls, 'POST', '/api/user/lesson/questions.json')[0]?.body).toEqual({ lesson_id: 3, body: 'Hỏi thêm về ví dụ 2 ạ?' });
  });
});
