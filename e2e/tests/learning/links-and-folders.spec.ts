import { expect, test } from '@playwright/test';
import { apiLogin } from '../checkout/checkout-pages';
import { registerLearner } from '../account/account-helpers';
import { courseById, LEARNER, LearningPage } from './learning-page';

/**
 * SPEC's folders (GET /api/user/folders.json) and the course's external links (POST course/external_link.json): the
 * demo learner's folders on Home-study lead to the player, whose "Tài liệu khóa học" lists the course's documents —
 * for its learners only. (The learning log, PATCH lesson/learning_log.json, is walked in player.spec.ts and
 * certificate.spec.ts.)
 */
test('a learner opens a course from their folders and finds its documents; a learner who does not own it gets none', async ({ page, request }) => {
  const english = await courseById(request, 16); // in the demo learner's folder "Ôn thi"; has a document
  await page.goto(`/dang-nhap?redirect=${encodeURIComponent('/home-study')}`);
  await new LearningPage(page).signIn();
  await expect(page).toHaveURL('/home-study');

  const shelf = page.getByRole('region', { name: 'Góc học của bạn' });
  await expect(shelf.getByRole('heading', { level: 3 })).toHaveText(['Ôn thi', 'Học cùng con']);
  const folder = shelf.getByRole('region', { name: 'Thư mục Ôn thi' });
  await expect(folder.getByRole('link')).toHaveText([english.name, (await courseById(request, 30)).name]);
  await folder.getByRole('link', { name: english.name }).click();
  await expect(page).toHaveURL(english.learnPath);

  const docs = page.getByRole('region', { name: 'Tài liệu khóa học' });
  const pdf = docs.getByRole('link', { name: 'Tài liệu khóa học (PDF)' });
  await expect(pdf).toHaveAttribute('href', /^https:\/\/tai-lieu\.khoahoc\.example\/.+\.pdf$/);
  // another site's page opens in a new tab that cannot reach back into this one
  await expect(pdf).toHaveAttribute('target', '_blank');
  await expect(pdf).toHaveAttribute('rel', /noopener/);

  // the API gives the links to the course's learners only
  const owner = { Authorization: `Bearer ${await apiLogin(request, LEARNER)}` };
  const mine = await request.post('/api/user/course/external_link.json', { headers: owner, data: { course_id: 16 } });
  expect(mine.status()).toBe(200);
  expect(((await mine.json()) as { data: { links: unknown[] } }).data.links).toHaveLength(1);
  const stranger = await registerLearner(request, 'Người Chưa Mua');
  const theirs = await request.post('/api/user/course/external_link.json', {
    headers: { Authorization: `Bearer ${await apiLogin(request, stranger)}` },
    data: { course_id: 16 },
  });
  expect(theirs.status()).toBe(403);
  expect(((await theirs.json()) as { message: string }).message).toBe('Bạn cần đăng ký khóa học để xem tài liệu');
});
