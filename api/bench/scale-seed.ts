import type pg from 'pg';

/**
 * The demo catalogue copied to N more courses in one INSERT … SELECT over generate_series (issue 36): copy k of the
 * r-th demo course gets id 1000 + (k − 1)·65 + r (dense, as a shop's ids are), an alias_code of its own, a
 * created_at / updated_at one minute before the previous copy's (the copies of every course interleaved in time, as
 * a shop adds courses of every kind: not in runs of one course, which no real catalogue has) and a varied
 * popularity. The courses' secondary indexes are dropped first and built once after the copy (much faster than
 * maintaining three GIN indexes row by row), from their own definitions in pg_indexes, so they come back exactly as
 * the migrations made them. Used by `pnpm bench:scale` and the PostgreSQL-only scale test. Returns the number of
 * published courses.
 */
export async function copyCatalogue(db: pg.ClientBase, n: number): Promise<number> {
  const { rows: indexes } = await db.query<{ indexdef: string; indexname: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'courses'
       AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'courses'::regclass)`,
  );
  for (const i of indexes) await db.query(`DROP INDEX ${i.indexname}`);
  await db.query(
    `INSERT INTO courses (id, name, alias, alias_code, type, thumbnail, thumb_w, thumb_h, teacher_id, price, price_new, total_child,
       flatform_type, vote_total, vote_count, category_id, subject_id, short_description, description, meta_title, meta_description,
       meta_keywords, featured, popularity, published, created_at, updated_at)
     SELECT 1000 + (k - 1) * c.m + c.rn, c.name, c.alias, c.alias_code || 'x' || k, c.type, c.thumbnail, c.thumb_w, c.thumb_h, c.teacher_id,
       c.price, c.price_new, 0, c.flatform_type, c.vote_total, c.vote_count, c.category_id, c.subject_id, c.short_description, c.description,
       c.meta_title, c.meta_description, c.meta_keywords, false, (c.popularity + k * 7919) % 100003, true,
       timestamptz '2026-11-01' - make_interval(mins => (k * c.m + c.rn)::int), timestamptz '2026-11-01' - make_interval(mins => (k * c.m + c.rn)::int)
     FROM (SELECT *, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS m FROM courses WHERE id < 1000) c
       CROSS JOIN generate_series(1, $1::int) AS k
     WHERE (k - 1) * c.m + c.rn <= $2::int`,
    [Math.ceil(n / 65) + 1, n],
  );
  for (const i of indexes) await db.query(i.indexdef);
  await db.query('VACUUM ANALYZE courses');
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM courses WHERE published');
  return rows[0]!.n;
}
