import { expect, test } from '@playwright/test';
import { courseById, LearningPage, tokenOf, watchLessonThrough } from './learning-page';

test.describe('learning: the course player', () => {
  test('a learner resumes an owned course, plays a lesson, marks it done once watched and finds it ticked after a reload', async ({
    page,
    request,
  }) => {
    const learning = new LearningPage(page);
    const course = await courseById(request, 30); // owned by the demo learner (paid order)
    await page.goto(`/dang-nhap?redirect=${encodeURIComponent(course.learnPath)}`);
    await learning.signIn();
    await expect(page).toHaveURL(course.learnPath);

    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    await expect(learning.lessonList().getByRole('heading', { name: 'Chương 1: Làm quen' })).toBeVisible();
    await expect(learning.lessonList().getByRole('link')).toHaveCount(8);
    await expect(page.getByRole('progressbar', { name: 'Tiến độ khóa học' })).toBeVisible();

    const title = 'Bài 2: Chủ đề 2';
    await learning.lessonLink(new RegExp(`^${title}`)).click();
    await expect(page).toHaveURL(/\?lesson=\d+$/);
    await expect(learning.lessonHeading(title)).toBeVisible();
    const video = learning.video(title);
    await expect(video).toHaveAttribute('src', /\/khoa-hoc-30\/bai-2\/master\/index\.m3u8$/);
    const quality = page.getByLabel('Chất lượng video');
    await expect(quality.getByRole('option')).toHaveText(['Tự động', '240p', '360p', '480p', '720p']);
    await quality.selectOption({ label: '360p' });
    await expect(video).toHaveAttribute('src', /\/khoa-hoc-30\/bai-2\/360p\/index\.m3u8$/);
    await expect(page.getByRole('region', { name: 'Nội dung bài học' })).toContainText('Nội dung bài 2 của khóa');

    // Not watched yet: the server says how much is left, and nothing is ticked.
    await page.getByRole('button', { name: 'Đánh dấu đã học' }).click();
    await expect(learning.toast('Bạn cần xem thêm khoảng')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đánh dấu đã học' })).toBeVisible();
    // Watched through (the test shortcut stands in for the heartbeats of a played video): now it is done.
    await watchLessonThrough(request, await tokenOf(request), Number(new URL(page.url()).searchParams.get('lesson')));
    await page.getByRole('button', { name: 'Đánh dấu đã học' }).click();
    await expect(learning.toast('Đã đánh dấu bài học là đã học')).toBeVisible();
    await expect(page.getByText('✓ Đã học')).toBeVisible();

    await page.reload();
    await expect(learning.lessonLink(new RegExp(`^${title} \\(Đã học\\)`))).toBeVisible();
    await expect(learning.lessonLink(/^Bài 3: Chủ đề 3/)).not.toContainText('Đã học');
    await expect(page.getByRole('progressbar', { name: 'Tiến độ khóa học' })).toHaveAttribute('aria-valuenow', '13');
    await expect(page.getByRole('button', { name: 'Đánh dấu đã học' })).toHaveCount(0);

    // The next lesson and the error report are one click away.
    await page.getByRole('link', { name: 'Bài tiếp theo →' }).click();
    await expect(learning.lessonHeading('Bài 3: Chủ đề 3')).toBeVisible();
    await page.getByRole('button', { name: 'Báo lỗi bài học' }).click();
    const report = page.getByRole('form', { name: 'Báo lỗi bài học' });
    await report.getByLabel('Loại lỗi').selectOption({ label: 'Âm thanh' });
    await report.getByLabel('Mô tả lỗi').fill('Tiếng bị rè ở phút thứ 2');
    await report.getByRole('button', { name: 'Gửi báo lỗi' }).click();
    await expect(learning.toast('Cảm ơn bạn đã báo lỗi')).toBeVisible();
    await expect(report).toHaveCount(0);

    // /mycourse lists the course with its progress and the way back in.
    await page.goto('/mycourse');
    const card = page.getByRole('article', { name: course.name });
    await expect(card).toContainText('Đã học 1/8 bài');
    await card.getByRole('link', { name: 'Tiếp tục học' }).click();
    await expect(page).toHaveURL(course.learnPath);
    await expect(learning.lessonHeading('Bài 1: Giới thiệu')).toBeVisible();
  });

  test('a video that fails to load says so in Vietnamese and offers "Thử lại", which loads it again', async ({ page, request }) => {
    const learning = new LearningPage(page);
    const course = await courseById(request, 30);
    let asked = 0;
    await page.route('**/*.m3u8', (route) => {
      asked += 1;
      return route.abort('connectionfailed');
    });
    await page.goto(`/dang-nhap?redirect=${encodeURIComponent(course.learnPath)}`);
    await learning.signIn();
    await expect(page).toHaveURL(course.learnPath);
    await learning.lessonLink(/^Bài 2: Chủ đề 2/).click(); // the site's own stream (lesson 1 is a YouTube embed)
    const alert = page.getByRole('alert').filter({ hasText: 'Không tải được video bài học' });
    await expect(alert).toBeVisible();
    const before = asked;
    await alert.getByRole('button', { name: 'Thử lại' }).click();
    await expect.poll(() => asked).toBeGreaterThan(before);
    await expect(page.getByRole('alert').filter({ hasText: 'Không tải được video bài học' })).toBeVisible();
    // another quality is the other way out
    await expect(page.getByLabel('Chất lượng video')).toBeEnabled();
  });

  test('a visitor plays the free previews, and a locked lesson asks to sign in or buy', async ({ page, request }) => {
    const learning = new LearningPage(page);
    const course = await courseById(request, 2); // two free-preview lessons: our stream, then YouTube
    await page.goto(course.learnPath);

    await expect(page.getByText('Bạn đang xem thử khóa học')).toBeVisible();
    await expect(learning.video('Bài 1: Giới thiệu')).toHaveAttribute('src', /\/khoa-hoc-2\/bai-1\/master\/index\.m3u8$/);
    await expect(page.getByRole('link', { name: 'Đăng nhập để lưu tiến độ' })).toBeVisible();

    await learning.lessonLink(/^Bài 2: Chủ đề 2/).click();
    await expect(learning.youtube('Bài 2: Chủ đề 2')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);

    await learning.lessonLink(/^Bài 3: Chủ đề 3 \(Bị khóa\)/).click();
    const locked = page.getByRole('region', { name: 'Bài học này chỉ dành cho học viên của khóa học' });
    await expect(locked).toBeVisible();
    await expect(page.getByLabel(/^Video bài học/)).toHaveCount(0);
    await expect(locked.getByRole('link', { name: 'Mua khóa học' })).toHaveAttribute('href', course.coursePath);
    const lockedUrl = new URL(page.url());
    await locked.getByRole('link', { name: 'Đăng nhập để học' }).click();
    await expect(page).toHaveURL(`/dang-nhap?redirect=${encodeURIComponent(`${lockedUrl.pathname}${lockedUrl.search}`)}`);
  });

  test('an unknown course goes to the not-found page', async ({ page }) => {
    await page.goto('/vao-hoc/khong-ton-tai-c9999');
    await expect(page).toHaveURL('/404');
  });
});
