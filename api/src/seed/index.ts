import type pg from 'pg';
import { withTransaction } from '../db/database';
import { hashPassword } from '../lib/password';
import { buildCatalogue, SEED_EPOCH } from './build-catalogue';
import { buildContent, buildNavigation, tagRows } from './build-content';
import { priceRanges, publicSettings, redirects, subscriptionPlans } from './content-data';
import { DEMO_ACTIVATION_CODES, DEMO_ADMIN, DEMO_LEARNER, DEMO_LEARNER_2, DEMO_PROMO_CODES, DEMO_TEACHER } from './demo-accounts';
import { insertRows } from './insert-rows';
import { DEMO_EXAMS } from './exam-data';
import { allDemoArt, bannerColor, bannerHeadline, demoArtUrl } from './demo-art';

export const SEED_VERSION = 1;
const DAY = 86_400_000;

export interface SeedOptions {
  /** Catalogue and editorial sample content (courses, posts, pages, banners, redirects, settings). */
  content: boolean;
  /** Demo learners with known passwords, their orders, KH-DEMO-* activation codes and promo codes. */
  demoAccounts: boolean;
}

/**
 * Idempotent: the whole seed runs in one transaction and is recorded in settings.seed_version.
 * Production may take the sample content (a staging or CI database) but never the demo accounts.
 */
export async function seed(pool: pg.Pool, options: SeedOptions = { content: true, demoAccounts: true }): Promise<boolean> {
  const done = await pool.query(`SELECT value FROM settings WHERE key = 'seed_version'`);
  if (done.rowCount && Number(done.rows[0].value) >= SEED_VERSION) return false;
  const cat = buildCatalogue();
  const content = buildContent();
  const [hash1, hash2, hash3, hash4] = options.demoAccounts
    ? await Promise.all([
        hashPassword(DEMO_LEARNER.password),
        hashPassword(DEMO_LEARNER_2.password),
        hashPassword(DEMO_TEACHER.password),
        hashPassword(DEMO_ADMIN.password),
      ])
    : ['', '', '', ''];
  await withTransaction(pool, async (c) => {
    // Re-check under the transaction: two processes starting together must not seed twice.
    await c.query('LOCK TABLE settings IN EXCLUSIVE MODE');
    const again = await c.query(`SELECT 1 FROM settings WHERE key = 'seed_version'`);
    if (again.rowCount) return;
    if (options.content) await seedContent(c, cat, content);
    if (options.demoAccounts) await seedDemoAccounts(c, hash1, hash2, hash3, hash4);
    await insertRows(c, 'settings', [
      { key: 'public', value: publicSettings },
      { key: 'seed_version', value: SEED_VERSION },
      { key: 'demo_art', value: JSON.stringify(demoArtVersion()) },
    ]);
  });
  return true;
}

type Tx = pg.PoolClient;

/** Courses, lessons, teachers, posts, pages, banners, navigation, redirects, plans and promotions. */
async function seedContent(c: Tx, cat: ReturnType<typeof buildCatalogue>, content: ReturnType<typeof buildContent>): Promise<void> {
  await insertRows(c, 'categories', cat.categoryRows);
  await insertRows(c, 'subjects', cat.subjectRows);
  await insertRows(c, 'teachers', cat.teacherRows);
  await insertRows(c, 'courses', cat.courseRows);
  await insertRows(c, 'course_pods', cat.pods);
  await insertRows(c, 'course_children', cat.children);
  await insertRows(c, 'lessons', cat.lessons);
  await insertRows(c, 'course_external_links', cat.externalLinks);
  await insertRows(c, 'post_categories', content.postCategories);
  await insertRows(c, 'tags', tagRows);
  await insertRows(c, 'posts', content.postRows);
  await insertRows(c, 'post_tags', content.postTags);
  await insertRows(c, 'support_articles', content.supportRows);
  await insertRows(c, 'pages', content.pageRows);
  await insertRows(c, 'banners', content.banners);
  await insertRows(c, 'price_ranges', priceRanges);
  await insertRows(c, 'navigation', buildNavigation(cat.categoryRows));
  await insertRows(c, 'redirects', redirects);
  await insertRows(c, 'subscription_plans', subscriptionPlans);
  await insertRows(
    c,
    'exams',
    DEMO_EXAMS.map((e) => e.exam),
  );
  await insertRows(
    c,
    'exam_questions',
    DEMO_EXAMS.flatMap((e) => e.questions),
  );
  await c.query(`SELECT setval('exams_id_seq', (SELECT max(id) FROM exams))`);
  const now = Date.now();
  await insertRows(c, 'promotions', [
    {
      id: 1,
      name: 'Giảm 20% toàn bộ khóa học',
      slug: 'giam-20-toan-bo-khoa-hoc',
      description: 'Nhập mã GIAM20 để được giảm 20%, tối đa 300.000đ.',
      image: demoArtUrl('promo', 1),
      discount_type: 'percent',
      discount_value: 20,
      max_discount: 300000,
      min_total: 0,
      course_ids: null,
      starts_at: new Date(SEED_EPOCH).toISOString(),
      ends_at: new Date(now + 365 * DAY).toISOString(),
    },
    {
      id: 2,
      name: 'Chào bạn mới – giảm 100.000đ',
      slug: 'chao-ban-moi',
      description: 'Giảm 100.000đ cho đơn từ 300.000đ.',
      image: demoArtUrl('promo', 2),
      discount_type: 'amount',
      discount_value: 100000,
      max_discount: null,
      min_total: 300000,
      course_ids: null,
      starts_at: new Date(SEED_EPOCH).toISOString(),
      ends_at: new Date(now + 365 * DAY).toISOString(),
    },
    {
      id: 3,
      name: 'Tiếng Anh giảm 30%',
      slug: 'tieng-anh-giam-30',
      description: 'Giảm 30% các khóa tiếng Anh được chọn.',
      image: demoArtUrl('promo', 3),
      discount_type: 'percent',
      discount_value: 30,
      max_discount: null,
      min_total: 0,
      course_ids: [8, 15, 16, 17, 18, 19, 20],
      starts_at: new Date(SEED_EPOCH).toISOString(),
      ends_at: new Date(now + 365 * DAY).toISOString(),
    },
    {
      id: 4,
      name: 'Khuyến mãi Tết (đã kết thúc)',
      slug: 'khuyen-mai-tet',
      description: 'Chương trình đã kết thúc.',
      image: demoArtUrl('promo', 4),
      discount_type: 'percent',
      discount_value: 50,
      max_discount: null,
      min_total: 0,
      course_ids: null,
      starts_at: new Date(SEED_EPOCH).toISOString(),
      ends_at: new Date(SEED_EPOCH + 30 * DAY).toISOString(),
    },
  ]);
}

/** The demo learners (known passwords), their courses, orders and notifications, and the demo codes. */
async function seedDemoAccounts(c: Tx, hash1: string, hash2: string, hash3: string, hash4: string): Promise<void> {
  const now = Date.now();
  await insertRows(
    c,
    'promo_codes',
    DEMO_PROMO_CODES.map(([code, promotion_id, max_uses]) => ({ code, promotion_id, max_uses, used_count: 0 })),
  );
  await insertRows(
    c,
    'activation_codes',
    DEMO_ACTIVATION_CODES.map(([code, course_id]) => ({ code, course_id, duration_days: null })),
  );
  const users = await c.query<{ id: number }>(
    `INSERT INTO users (email, phone, full_name, password_hash, verified, alias, policy_accepted_at)
     VALUES ($1, $2, $3, $4, true, 'hoc-vien-demo', now()), ($5, $6, $7, $8, true, 'hoc-vien-demo-2', now()) RETURNING id`,
    [
      DEMO_LEARNER.email,
      DEMO_LEARNER.phone,
      DEMO_LEARNER.full_name,
      hash1,
      DEMO_LEARNER_2.email,
      DEMO_LEARNER_2.phone,
      DEMO_LEARNER_2.full_name,
      hash2,
    ],
  );
  const [u1, u2] = users.rows.map((r) => r.id) as [number, number];
  // the teacher's account carries the teacher's name, so learners see who answered
  await c.query(
    `INSERT INTO users (email, full_name, password_hash, verified, policy_accepted_at, teacher_id)
     SELECT $1, t.full_name, $2, true, now(), t.id FROM courses c JOIN teachers t ON t.id = c.teacher_id WHERE c.id = $3`,
    [DEMO_TEACHER.email, hash3, DEMO_TEACHER.course_id],
  );
  await c.query(`INSERT INTO users (email, full_name, password_hash, verified, policy_accepted_at, role) VALUES ($1, $2, $3, true, now(), 'admin')`, [
    DEMO_ADMIN.email,
    DEMO_ADMIN.full_name,
    hash4,
  ]);
  await insertRows(
    c,
    'enrolments',
    [1, 16, 30, 49].map((course_id) => ({ user_id: u1, course_id, source: course_id === 1 || course_id === 49 ? 'free' : 'order' })),
  );
  await insertRows(c, 'enrolments', [{ user_id: u2, course_id: 5, source: 'free' }]);
  await insertRows(c, 'user_subscriptions', [{ user_id: u1, plan_id: 1, end_date: new Date(now + 20 * DAY).toISOString() }]);
  await insertRows(c, 'folders', [
    { user_id: u1, name: 'Ôn thi', course_ids: [16, 30] },
    { user_id: u1, name: 'Học cùng con', course_ids: [1, 49] },
  ]);
  await insertRows(
    c,
    'notifications',
    [
      ['chao-mung', 'Chào mừng bạn đến với Khóa Học Online', 'Bắt đầu hành trình học tập ngay hôm nay.'],
      ['don-hang-thanh-cong', 'Đơn hàng của bạn đã được xác nhận', 'Bạn có thể vào học ngay các khóa học đã mua.'],
      ['khuyen-mai-thang', 'Ưu đãi tháng này: giảm 20%', 'Nhập mã GIAM20 khi thanh toán.'],
      ['lich-bao-tri', 'Lịch bảo trì hệ thống', 'Hệ thống bảo trì từ 0h đến 2h sáng Chủ nhật.'],
      ['bai-hoc-moi', 'Khóa học của bạn có bài học mới', 'Khóa Tiếng Anh giao tiếp vừa cập nhật 2 bài mới.'],
    ].map(([slug, title, summary], i) => ({
      user_id: u1,
      slug,
      title,
      summary,
      content: `<p>${summary}</p>`,
      link: '/tai-khoan',
      read_at: i >= 3 ? new Date(now).toISOString() : null,
      created_at: new Date(now - i * DAY).toISOString(),
    })),
  );
  await insertRows(c, 'notifications', [
    {
      user_id: u2,
      slug: 'chao-mung',
      title: 'Chào mừng bạn đến với Khóa Học Online',
      summary: 'Bắt đầu học ngay.',
      content: '',
      link: '/',
      read_at: null,
      created_at: new Date(now).toISOString(),
    },
  ]);
  const order = await c.query<{ id: number }>(
    `INSERT INTO orders (code, user_id, status, subtotal, discount, total, full_name, email, phone, payment_method, created_at, paid_at)
     VALUES ('DH-DEMO-0001', $1, 'completed', 1489000, 0, 1489000, $2, $3, $4, 'sandbox', now() - interval '10 days', now() - interval '10 days') RETURNING id`,
    [u1, DEMO_LEARNER.full_name, DEMO_LEARNER.email, DEMO_LEARNER.phone],
  );
  const orderId = order.rows[0]!.id;
  await c.query(
    `INSERT INTO order_items (order_id, course_id, name, price, unit_price) SELECT $1, id, name, price, price_new FROM courses WHERE id IN (16, 30)`,
    [orderId],
  );
  await c.query(`UPDATE enrolments SET order_id = $1 WHERE user_id = $2 AND course_id IN (16, 30)`, [orderId, u1]);
}

/** One string for the whole set of demo picture URLs: it changes when any drawing does. */
function demoArtVersion(): string {
  return allDemoArt()
    .map(({ kind, id }) => demoArtUrl(kind, id).split('.')[1])
    .join('')
    .slice(0, 64);
}

const DEMO_IMAGE = `'^/uploads/(demo|art)/'`;

/**
 * A database seeded by an earlier version (flat SVG placeholders, or pictures since redrawn): its seeded rows
 * are pointed at the current pictures — only rows whose image is still a demo one. One read when nothing
 * changed. Returns whether it changed anything.
 */
export async function refreshDemoArt(pool: pg.Pool): Promise<boolean> {
  const version = demoArtVersion();
  const { rows } = await pool.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'demo_art'`);
  if (rows[0]?.value === version) return false;
  const { rows: seeded } = await pool.query(`SELECT 1 FROM settings WHERE key = 'seed_version'`);
  if (!seeded.length) return false;
  const all = allDemoArt();
  const of = (...kinds: string[]) => {
    const list = all.filter((a) => kinds.includes(a.kind));
    return [list.map((a) => a.id), list.map((a) => demoArtUrl(a.kind, a.id))];
  };
  await withTransaction(pool, async (c) => {
    for (const [table, column, kinds] of [
      ['courses', 'thumbnail', ['course']],
      ['teachers', 'avatar', ['teacher']],
      ['subjects', 'image', ['subject']],
      ['posts', 'thumbnail', ['post']],
      ['promotions', 'image', ['promo']],
    ] as const) {
      await c.query(
        `UPDATE ${table} t SET ${column} = v.url FROM unnest($1::int[], $2::text[]) AS v(id, url) WHERE t.id = v.id AND t.${column} ~ ${DEMO_IMAGE}`,
        of(...kinds),
      );
    }
    const [ids, urls] = of('banner', 'panel');
    await c.query(
      `UPDATE banners t SET image = v.url, title = v.title, color = v.color
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS v(id, url, title, color)
       WHERE t.id = v.id AND t.image ~ ${DEMO_IMAGE}`,
      [ids, urls, (ids as number[]).map((id) => bannerHeadline(id)![0]), (ids as number[]).map(bannerColor)],
    );
    await c.query(`INSERT INTO settings (key, value) VALUES ('demo_art', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
      JSON.stringify(version),
    ]);
  });
  return true;
}
