import type { Pool } from 'pg';
import type { CourseListQuery } from '@edu/shared/schemas';
import { toPrefixTsQuery } from '../lib/text';
import { badRequest } from '../lib/errors';
import { TtlCache } from '../lib/ttl-cache';
import { withTransaction } from '../db/database';
import { afterCursor, decodeCursor, encodeCursor, keyColumns, orderBy, ORDERS, relevance, type CourseOrder } from './course-order';
import { COURSE_FROM, COURSE_SUMMARY_COLUMNS, entitledSql } from './course-sql';

/** Public course lists and anonymous details may be up to this stale (votes, popularity). */
const CATALOGUE_TTL_MS = 3000;

/** What a search looks in: name + summary, only titles, or only the descriptions: each a stored, GIN-indexed vector. */
const SEARCH_VECTORS = {
  default: 'c.search',
  title: 'c.search_title',
  content: 'c.search_content',
} as const;

/**
 * Numbered pages are read by OFFSET, which costs the rows skipped: only this many pages from either end of a
 * list are answered by number (the first ones and, counted from the end, the pages next to "last"); deeper
 * pages go on by cursor (docs/decisions/2026-11-27-keyset-pagination.md).
 */
export const NUMBERED_PAGES = 100;

export const deepPageMessage = (page: number) =>
  `Không thể mở thẳng trang ${page}: danh sách chỉ đánh số ${NUMBERED_PAGES} trang đầu và ${NUMBERED_PAGES} trang cuối. ` +
  'Hãy thu hẹp bộ lọc hoặc từ khóa, hoặc xem tiếp từ trang trước bằng con trỏ (cursor).';

/** A list too long to count exactly has no "last page": only its first pages have numbers. */
export const deepPageOfLongListMessage = (page: number) =>
  `Không thể mở thẳng trang ${page}: danh sách này rất dài nên chỉ đánh số ${NUMBERED_PAGES} trang đầu. ` +
  'Hãy thu hẹp bộ lọc hoặc từ khóa, hoặc xem tiếp từ trang trước bằng con trỏ (cursor).';

/** Orders a search past exactUpTo matches reads from its first matches only (docs/decisions/2026-11-27-search-engine-threshold.md). */
const CAPPED_ORDERS = new Set(['relevance', 'title']);

/** A search's matching course and its order keys as text (read with it, so its page needs no second visit). */
interface Candidate {
  id: number;
  keys: string[];
}

interface ListFilter {
  where: string[];
  params: unknown[];
  order: CourseOrder;
  /** What the rows are read from: the courses, or a search's candidates (`c` either way). */
  from?: string;
  /** A search: the same list made of its candidates, their keys unnested (their conditions already held). */
  narrow?: (candidates: Candidate[]) => ListFilter;
  /** A search in titles: its matches are found by walking the popularity index (small vectors, cheap to test). */
  walk?: boolean;
  /** A search: its params with the words as typed, whole (no prefixes): its matches, ranked by those words. */
  wholeWords?: unknown[];
}

/** What a list's slugs and price range name (CoursesRepository.resolve). */
interface Resolved {
  categories?: number[];
  subject?: number | null;
  teacher?: number | null;
  price?: { min: number; max: number | null } | null;
}

/** How many rows a list has: exact up to CoursesRepository.exactUpTo, else "more than" that. */
interface ListSize {
  total: number;
  exact: boolean;
  /** A search: its first matches with their keys (matches() below; all of them when exact). */
  candidates?: Candidate[];
}

export class CoursesRepository {
  /**
   * Up to this many matching courses a list is counted, and a search ranked, exactly; past it `total` is this
   * number with total_exact false ("more than"), a search by relevance or by title ranks or sorts its first
   * `exactUpTo` matches, and only the first pages have numbers. What a call costs is bounded by
   * this, not by the catalogue (docs/decisions/2026-11-27-search-engine-threshold.md). Tests lower it.
   */
  exactUpTo = 1000;
  private readonly listCache = new TtlCache<Awaited<ReturnType<CoursesRepository['listFromDb']>>>(
    CATALOGUE_TTL_MS,
    500,
    16 * 1024 * 1024,
    'course_lists',
  );
  private readonly detailCache = new TtlCache<Awaited<ReturnType<CoursesRepository['detailsFromDb']>>>(
    CATALOGUE_TTL_MS,
    500,
    16 * 1024 * 1024,
    'course_details',
  );
  /** How many rows a filter matches, shared by its pages (a cursor walk counts once per TTL, not per page). */
  private readonly countCache = new TtlCache<ListSize>(CATALOGUE_TTL_MS, 500, 16 * 1024 * 1024, 'course_list_sizes');

  constructor(private readonly db: Pool) {}

  /** Drop every cached answer (after a write; the scale bench times each call fresh). */
  forgetCached(): void {
    this.listCache.clear();
    this.detailCache.clear();
    this.countCache.clear();
  }

  list(q: CourseListQuery) {
    const key = JSON.stringify([
      q.page,
      q.page_size,
      q.category,
      q.subject,
      q.price_range,
      q.flatform_type,
      q.q,
      q.search_in,
      q.sort,
      q.section,
      q.teacher,
      q.ids,
      q.cursor,
    ]);
    return this.listCache.get(key, () => this.listFromDb(q));
  }

  /** Detail by '{alias}-{aliasCode}' or id; null when unknown. Anonymous reads are cached briefly. */
  details(ref: { alias?: string; id?: number }, userId: number | null) {
    if (userId) return this.detailsFromDb(ref, userId);
    return this.detailCache.get(JSON.stringify([ref.alias ?? null, ref.id ?? null]), () => this.detailsFromDb(ref, null));
  }

  /**
   * The slugs and the price range a list filters by, as the ids and bounds they name (one small query), so the
   * list's statement compares columns with constants: the planner then knows how many courses a filter keeps and
   * walks the order's index or reads the filter's, where a subquery left it to guess (and scan every course).
   */
  private async resolve(q: CourseListQuery): Promise<Resolved> {
    if (!q.category && !q.subject && !q.teacher && !q.price_range) return {};
    const { rows } = await this.db.query(
      `SELECT (SELECT coalesce(array_agg(id), '{}') FROM categories WHERE path LIKE (SELECT path FROM categories WHERE slug = $1) || '%') AS categories,
              (SELECT id FROM subjects WHERE slug = $2) AS subject, (SELECT id FROM teachers WHERE slug = $3) AS teacher,
              (SELECT json_build_object('min', min, 'max', max) FROM price_ranges WHERE id = $4) AS price`,
      [q.category ?? null, q.subject ?? null, q.teacher ?? null, q.price_range ?? null],
    );
    return rows[0];
  }

  /** The WHERE of a list (published courses, filters, the search) and its order; null when the search has no word. */
  private filter(q: CourseListQuery, r: Resolved): ListFilter | null {
    const where: string[] = ['c.published'];
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    // a slug or range that names nothing keeps no course
    if (q.category) where.push(`c.category_id = ANY(${p(r.categories ?? [])}::int[])`);
    if (q.subject) where.push(r.subject ? `c.subject_id = ${p(r.subject)}` : 'false');
    if (q.teacher) where.push(r.teacher ? `c.teacher_id = ${p(r.teacher)}` : 'false');
    if (q.price_range) {
      where.push(r.price ? `c.price_new >= ${p(r.price.min)}` : 'false');
      if (r.price && r.price.max !== null) where.push(`c.price_new <= ${p(r.price.max)}`);
    }
    if (q.flatform_type !== undefined) where.push(`c.flatform_type = ${p(q.flatform_type)}`);
    if (q.ids)
      where.push(
        `c.id = ANY(${p(
          q.ids
            .split(',')
            .map(Number)
            .filter((n) => n > 0 && n < 2 ** 31),
        )}::int[])`,
      );
    if (q.section === 'featured') where.push('c.featured');
    if (q.section === 'free') where.push('c.price_new = 0');
    let order = ORDERS[q.sort ?? (q.section === 'new' ? 'newest' : 'popular')]!;
    if (q.q !== undefined && q.q.trim() !== '') {
      const ts = toPrefixTsQuery(q.q);
      if (!ts) return null;
      const vector = SEARCH_VECTORS[q.search_in ?? 'default'];
      const rank = (param: string) => relevance(`ts_rank(${vector}, to_tsquery('simple', ${param}))`);
      where.push(`${vector} @@ to_tsquery('simple', ${p(ts)})`);
      const tsAt = params.length - 1;
      if (!q.sort) order = rank(`$${params.length}`);
      const keys = order.keys;
      const narrow = (candidates: Candidate[]): ListFilter => ({
        where: ['true'],
        params: [candidates.map((m) => m.id), ...keys.map((_, i) => candidates.map((m) => m.keys[i]))],
        from: `unnest($1::int[], ${keys.map((_, i) => `$${i + 2}::text[]`).join(', ')}) AS c(id, ${keys.map((_, i) => `k${i}`).join(', ')})`,
        order: { ...order, keys: keys.map((k, i) => ({ ...k, expr: `c.k${i}::${k.type}` })) },
      });
      const wholeTs = toPrefixTsQuery(q.q, false);
      const whole = params.map((v, i) => (i === tsAt ? wholeTs : v));
      return { where, params, order, narrow, walk: q.search_in === 'title', wholeWords: whole };
    }
    return { where, params, order };
  }

  /**
   * One page: by cursor (keyset: the rows after the cursor's, whatever the depth), or by number within
   * NUMBERED_PAGES of either end (OFFSET from the nearer end; from the start only when the list is too long to
   * count). Deeper page numbers are refused (400). A search that matches at most exactUpTo courses is read from
   * its matching ids (ranked or sorted there: never more than exactUpTo rows).
   */
  private async listFromDb(q: CourseListQuery) {
    const base = this.filter(q, await this.resolve(q));
    const size = q.page_size;
    if (!base) return { items: [], page: q.page, page_size: size, total: 0, total_exact: true, next_cursor: null };
    const n = await this.size(base);
    // Read from the ids: every match (exact), or, past exactUpTo, the first ones for the orders no index
    // walks well (relevance ranks each row; a common word's titles sit far down the A→Z index, in runs).
    const f = base.narrow && n.candidates && (n.exact || CAPPED_ORDERS.has(base.order.name)) ? base.narrow(n.candidates) : base;
    if (q.cursor) {
      const after = decodeCursor(f.order, q.cursor);
      const rows = await this.pageRows(f, { after, limit: size + 1, offset: 0 });
      return this.answer(q, f, rows, n, rows.length > size);
    }
    if (q.page <= NUMBERED_PAGES) {
      const rows = await this.pageRows(f, { limit: size + 1, offset: (q.page - 1) * size });
      return this.answer(q, f, rows, n, rows.length > size);
    }
    if (!n.exact) throw badRequest(deepPageOfLongListMessage(q.page));
    const total = n.total;
    if ((q.page - 1) * size >= total) return { items: [], page: q.page, page_size: size, total, total_exact: true, next_cursor: null };
    const fromEnd = total - q.page * size; // rows after this page (negative: the last page is short)
    if (fromEnd >= NUMBERED_PAGES * size) throw badRequest(deepPageMessage(q.page));
    const rows = await this.pageRows(f, { reversed: true, limit: size + Math.min(0, fromEnd), offset: Math.max(0, fromEnd) });
    return this.answer(q, f, rows, n, fromEnd > 0);
  }

  private answer(q: CourseListQuery, f: ListFilter, rows: Awaited<ReturnType<CoursesRepository['pageRows']>>, n: ListSize, more: boolean) {
    const items = rows.slice(0, q.page_size);
    const last = items.at(-1);
    const next_cursor = more && last ? encodeCursor(f.order, last) : null;
    for (const r of items) for (let i = 0; i < f.order.keys.length; i += 1) delete r[`k${i}`];
    return { items, page: q.page, page_size: q.page_size, total: n.total, total_exact: n.exact, next_cursor };
  }

  /**
   * The page's ids are chosen first (an index walk or the matching rows' ranks), then only those rows get
   * their summary (teacher, pods), in the order's direction whichever end the page was read from.
   */
  private async pageRows(f: ListFilter, o: { after?: string[]; reversed?: boolean; limit: number; offset: number }) {
    const params = [...f.params];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where = o.after ? [...f.where, afterCursor(f.order, o.after, p)] : f.where;
    const keys = f.order.keys.map((k, i) => ({ ...k, expr: `page.o${i}` }));
    const text = `WITH page AS (
         SELECT c.id, ${f.order.keys.map((k, i) => `${k.expr} AS o${i}`).join(', ')} FROM ${f.from ?? 'courses c'}
         WHERE ${where.join(' AND ')} ORDER BY ${orderBy(f.order, o.reversed)} LIMIT ${p(o.limit)} OFFSET ${p(o.offset)})
       SELECT ${COURSE_SUMMARY_COLUMNS}, ${keyColumns({ ...f.order, keys })}
       FROM page JOIN courses c ON c.id = page.id JOIN teachers t ON t.id = c.teacher_id
       ORDER BY ${orderBy({ ...f.order, keys })}`;
    // Planned for its own values (an unnamed statement): a generic plan would have to guess how common a word or
    // a category is, and walk or sort the wrong way.
    const { rows } = await this.db.query({ text, values: params });
    return rows;
  }

  /**
   * The list's size, shared by its pages for the cache's TTL: at most exactUpTo + 1 rows are read (a search's
   * ids: matches() below). Unnamed statements, as the page's: planned for their own values.
   */
  private size(f: ListFilter): Promise<ListSize> {
    const key = JSON.stringify([f.where, f.params, f.order.name]);
    return this.countCache.get(key, async () => {
      const cap = this.exactUpTo;
      const from = `FROM courses c WHERE ${f.where.join(' AND ')}`;
      let matched: number;
      let candidates: Candidate[] | undefined;
      if (f.narrow) {
        // The words as typed first: each whole word's posting list is read as it is stored, where a prefix gathers
        // every word it begins into a bitmap first ('ly:*': 77,000 courses at 1M, 26 ms before a row is read).
        // When they match more than cap courses, so does the search, and its first matches are theirs (a whole
        // word is the closer match); fewer, and the search's own matches are all read, prefixes included.
        if (f.wholeWords && !f.walk) {
          const whole = await this.matches(from, { ...f, params: f.wholeWords }, cap + 1);
          if (whole.length > cap) candidates = whole;
        }
        candidates ??= await this.matches(from, f, cap + 1);
        matched = candidates.length;
      } else {
        // in the list's own order: the walk of its index the first page takes anyway, stopped at cap + 1
        const { rows } = await this.db.query({
          text: `SELECT count(*)::int AS n FROM (SELECT 1 ${from} ORDER BY ${orderBy(f.order)} LIMIT ${cap + 1}) m`,
          values: f.params,
        });
        matched = rows[0].n as number;
      }
      // Past the cap: "more than cap" (a count or an estimate would cost every match), the first cap ids kept.
      return matched <= cap ? { total: matched, exact: true, candidates } : { total: cap, exact: false, candidates: candidates?.slice(0, cap) };
    });
  }

  /**
   * A search's first `limit` matching courses, each with its order's keys (ranks computed here: one visit per
   * row). Titles: the most popular ones, walking the popularity index and testing
   * each title's small vector (or, for a rare word, the GIN index and a sort, as the planner estimates). Name and
   * summary, and descriptions: the first found by the GIN index alone, in storage order (a bitmap scan that stops
   * after `limit` rows), never a walk, a scan or a whole index testing each course's vector, whose cost the planner underrates (a
   * description's vector is ~1 KB compressed: ~5 µs a row; 0.4 s to walk past 65,000 courses for a 1.5 % word).
   */
  private async matches(from: string, f: ListFilter, limit: number): Promise<Candidate[]> {
    const select = `SELECT c.id, ${keyColumns(f.order)} ${from}`;
    const candidates = (rows: Array<Record<string, unknown>>) =>
      rows.map((r) => ({ id: r.id as number, keys: f.order.keys.map((_, i) => r[`k${i}`] as string) }));
    if (f.walk)
      return candidates((await this.db.query({ text: `${select} ORDER BY c.popularity DESC, c.id DESC LIMIT ${limit}`, values: f.params })).rows);
    return withTransaction(this.db, async (client) => {
      // A word in a tenth of the catalogue or more: any index walk meets `limit` matches within ~10 × limit rows.
      // Rarer: bitmap scans only (with sequential scans off, a partial index scanned whole and filtered is the next
      // "cheapest", 65,000 descriptions tested for a 1.5 % word), the planner's own estimate deciding which.
      const { rows } = await client.query(`SELECT reltuples AS courses FROM pg_class WHERE oid = 'courses'::regclass`);
      const plan = await client.query({ text: `EXPLAIN (FORMAT JSON) SELECT 1 ${from}`, values: f.params });
      const dense = Number(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']) >= 0.1 * Number(rows[0].courses);
      await client.query(
        dense
          ? 'SET LOCAL enable_seqscan = off'
          : 'SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off',
      );
      return candidates((await client.query({ text: `${select} LIMIT ${limit}`, values: f.params })).rows);
    });
  }

  private async detailsFromDb(ref: { alias?: string; id?: number }, userId: number | null) {
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const user = userId ? p(userId) : null;
    const match = ref.alias
      ? `c.alias_code = ${p(ref.alias.slice(ref.alias.lastIndexOf('-') + 1))} AND c.alias || '-' || c.alias_code = ${p(ref.alias)}`
      : `c.id = ${p(ref.id)}`;
    const { rows } = await this.db.query(
      `SELECT ${COURSE_SUMMARY_COLUMNS}, c.description, c.meta_title, c.meta_description, c.meta_keywords,
         json_build_object('id', cat.id, 'name', cat.name, 'slug', cat.slug) AS category,
         CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name, 'slug', s.slug) END AS subject,
         coalesce((SELECT json_agg(json_build_object('id', l.id, 'title', l.title, 'duration_seconds', l.duration_seconds,
                    'is_free_preview', l.is_free_preview, 'position', l.position, 'chapter', l.chapter) ORDER BY l.position)
                   FROM lessons l WHERE l.course_id = c.id), '[]'::json) AS lessons,
         (SELECT count(*) FROM enrolments e WHERE e.course_id = c.id)::int AS student_count,
         json_build_object('title', t.title, 'bio', t.bio) AS teacher_profile,
         ${user ? entitledSql(user) : 'false'} AS entitled,
         ${user ? `(SELECT rate FROM course_votes v WHERE v.course_id = c.id AND v.user_id = ${user})` : 'NULL::int'} AS my_vote
       ${COURSE_FROM} JOIN categories cat ON cat.id = c.category_id LEFT JOIN subjects s ON s.id = c.subject_id
       WHERE c.published AND ${match}`,
      params,
    );
    const row = rows[0];
    if (!row) return null;
    const children = row.total_child > 0 ? await this.children(row.id) : [];
    const { meta_title, meta_description, meta_keywords, ...rest } = row;
    return { ...rest, children, meta: { title: meta_title, description: meta_description, keywords: meta_keywords } };
  }

  async children(parentId: number) {
    const { rows } = await this.db.query(
      `SELECT ${COURSE_SUMMARY_COLUMNS} ${COURSE_FROM} JOIN course_children cc ON cc.child_id = c.id
       WHERE cc.parent_id = $1 ORDER BY cc.idx`,
      [parentId],
    );
    return rows;
  }

  async exists(id: number): Promise<boolean> {
    const { rowCount } = await this.db.query('SELECT 1 FROM courses WHERE id = $1 AND published', [id]);
    return (rowCount ?? 0) > 0;
  }

  async isEntitled(userId: number, courseId: number): Promise<boolean> {
    const { rows } = await this.db.query(`SELECT ${entitledSql('$1')} AS ok FROM courses c WHERE c.id = $2`, [userId, courseId]);
    return rows[0]?.ok === true;
  }

  /** Vote 1–5 (one per user and course; a new vote replaces the old) and return the new average. */
  async vote(userId: number, courseId: number, rate: number) {
    const { rows } = await this.db.query(
      `WITH old AS (SELECT rate FROM course_votes WHERE user_id = $1 AND course_id = $2),
            up AS (INSERT INTO course_votes (user_id, course_id, rate) VALUES ($1, $2, $3)
                   ON CONFLICT (user_id, course_id) DO UPDATE SET rate = EXCLUDED.rate RETURNING rate)
       UPDATE courses SET vote_total = vote_total + $3 - coalesce((SELECT rate FROM old), 0),
                          vote_count = vote_count + CASE WHEN EXISTS (SELECT 1 FROM old) THEN 0 ELSE 1 END
       WHERE id = $2
       RETURNING round(vote_total::numeric / greatest(vote_count, 1), 1)::float8 AS vote_rate, vote_count`,
      [userId, courseId, rate],
    );
    if (rows[0]) this.forgetCached();
    return rows[0] ? { ...rows[0], my_vote: rate } : null;
  }

  /** Courses the user owns, newest first, with learning progress. */
  async mine(userId: number, page: number, pageSize: number) {
    const { rows } = await this.db.query(
      `SELECT ${COURSE_SUMMARY_COLUMNS}, e.source, e.created_at AS enrolled_at, e.expires_at,
         (SELECT count(*) FROM lessons l WHERE l.course_id = c.id)::int AS lesson_count,
         (SELECT count(*) FROM learning_logs ll WHERE ll.user_id = $1 AND ll.course_id = c.id AND ll.completed)::int AS completed_count,
         (SELECT k.code FROM certificates k WHERE k.user_id = $1 AND k.course_id = c.id) AS certificate_code,
         count(*) OVER () AS total_count
       ${COURSE_FROM} JOIN enrolments e ON e.course_id = c.id AND e.user_id = $1
       ORDER BY e.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    );
    const total = rows[0]?.total_count ?? 0;
    for (const r of rows) delete r.total_count;
    return { items: rows, page, page_size: pageSize, total };
  }

  async recordView(userId: number, courseId: number): Promise<void> {
    await this.db.query(
      `INSERT INTO course_views (user_id, course_id) VALUES ($1, $2)
       ON CONFLICT (user_id, course_id) DO UPDATE SET viewed_at = now()`,
      [userId, courseId],
    );
  }

  async viewed(userId: number, page: number, pageSize: number) {
    const { rows } = await this.db.query(
      `SELECT ${COURSE_SUMMARY_COLUMNS}, v.viewed_at, count(*) OVER () AS total_count
       ${COURSE_FROM} JOIN course_views v ON v.course_id = c.id AND v.user_id = $1
       ORDER BY v.viewed_at DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    );
    const total = rows[0]?.total_count ?? 0;
    for (const r of rows) delete r.total_count;
    return { items: rows, page, page_size: pageSize, total };
  }
}
