import type pg from 'pg';

/** The learner whose my-courses and order list the scale bench times: 500 courses, each bought in its own order. */
export const BENCH_LEARNER_ID = 1_999_999;
const BENCH_LEARNER_COURSES = 500;

/**
 * What a shop of `copies` courses (ids 1001… from copyCatalogue) also holds (issue 36): each copy's lessons (its
 * demo course's, ~9 a course), `learners` learners with one paid order of one course each (order, item,
 * enrolment), and the bench's learner with 500 courses, 500 orders and their first three lessons completed. Set
 * statements over generate_series; the lessons' course index is built once after. Returns the learners seeded.
 */
export async function seedLearners(db: pg.ClientBase, copies: number, learners: number): Promise<number> {
  await db.query(`CREATE TEMP TABLE demo AS SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS m FROM courses WHERE id < 1000`);
  const copyOf = `JOIN demo d ON d.rn = (cid - 1001) % d.m + 1`;
  await db.query('DROP INDEX lessons_course_idx');
  await db.query(
    `INSERT INTO lessons (id, course_id, chapter, title, position, duration_seconds, is_free_preview, youtube, adaptive_link, qualities, content)
     SELECT 1000000 + (cid - 1000) * 16 + l.position, cid, l.chapter, l.title, l.position, l.duration_seconds, l.is_free_preview,
       l.youtube, l.adaptive_link, l.qualities, l.content
     FROM generate_series(1001, 1000 + $1::int) AS cid ${copyOf} JOIN lessons l ON l.course_id = d.id`,
    [copies],
  );
  await db.query('CREATE INDEX lessons_course_idx ON lessons (course_id, position)');

  // learner i bought copy 1001 + (i · 7919 mod copies): buyers spread over the catalogue, one minute apart
  const bought = `1001 + (i::bigint * 7919 % $1::int)::int`;
  await db.query(
    `INSERT INTO users (id, email, full_name, verified, created_at, updated_at)
     SELECT 2000000 + i, 'hv' || i || '@scale.example', 'Học viên ' || i, true,
       timestamptz '2026-11-01' - make_interval(mins => i), timestamptz '2026-11-01' - make_interval(mins => i)
     FROM generate_series(1, $1::int) AS i`,
    [learners],
  );
  await db.query(
    `INSERT INTO orders (id, code, user_id, status, subtotal, total, full_name, email, payment_method, created_at, paid_at)
     SELECT 2000000 + i, 'SC' || i, 2000000 + i, 'completed', c.price_new, c.price_new, 'Học viên ' || i, 'hv' || i || '@scale.example',
       'sandbox', timestamptz '2026-11-01' - make_interval(mins => i), timestamptz '2026-11-01' - make_interval(mins => i)
     FROM generate_series(1, $2::int) AS i JOIN courses c ON c.id = ${bought}`,
    [copies, learners],
  );
  await db.query(
    `INSERT INTO order_items (order_id, course_id, name, price, unit_price)
     SELECT 2000000 + i, c.id, c.name, c.price_new, c.price_new FROM generate_series(1, $2::int) AS i JOIN courses c ON c.id = ${bought}`,
    [copies, learners],
  );
  await db.query(
    `INSERT INTO enrolments (user_id, course_id, source, order_id, created_at)
     SELECT 2000000 + i, ${bought}, 'order', 2000000 + i, timestamptz '2026-11-01' - make_interval(mins => i) FROM generate_series(1, $2::int) AS i`,
    [copies, learners],
  );

  // the bench's learner: 500 courses spread over the catalogue, one order each, an hour apart
  const step = Math.max(1, Math.floor(copies / BENCH_LEARNER_COURSES));
  const mine = `SELECT j, 1001 + j * ${step} AS cid, timestamptz '2026-11-01' - make_interval(hours => j) AS at
     FROM generate_series(0, ${BENCH_LEARNER_COURSES - 1}) AS j`;
  await db.query(
    `INSERT INTO users (id, email, full_name, verified) VALUES (${BENCH_LEARNER_ID}, 'hv.500@scale.example', 'Học viên 500 khóa', true)`,
  );
  await db.query(
    `INSERT INTO orders (id, code, user_id, status, subtotal, total, full_name, email, payment_method, created_at, paid_at)
     SELECT 1000000 + j, 'SB' || j, ${BENCH_LEARNER_ID}, 'completed', c.price_new, c.price_new, 'Học viên 500 khóa', 'hv.500@scale.example',
       'sandbox', at, at FROM (${mine}) m JOIN courses c ON c.id = m.cid`,
  );
  await db.query(
    `INSERT INTO order_items (order_id, course_id, name, price, unit_price)
     SELECT 1000000 + j, c.id, c.name, c.price_new, c.price_new FROM (${mine}) m JOIN courses c ON c.id = m.cid`,
  );
  await db.query(
    `INSERT INTO enrolments (user_id, course_id, source, order_id, created_at) SELECT ${BENCH_LEARNER_ID}, cid, 'order', 1000000 + j, at FROM (${mine}) m`,
  );
  await db.query(
    `INSERT INTO learning_logs (user_id, lesson_id, course_id, position_seconds, progress, completed)
     SELECT ${BENCH_LEARNER_ID}, l.id, l.course_id, l.duration_seconds, 100, true FROM (${mine}) m JOIN lessons l ON l.course_id = m.cid AND l.position <= 3`,
  );
  await db.query(`SELECT setval('users_id_seq', (SELECT max(id) FROM users)), setval('orders_id_seq', (SELECT max(id) FROM orders))`);
  await db.query('DROP TABLE demo');
  for (const t of ['lessons', 'users', 'orders', 'order_items', 'enrolments', 'learning_logs']) await db.query(`VACUUM ANALYZE ${t}`);
  return learners + 1;
}
