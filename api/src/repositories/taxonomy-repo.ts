import type { Pool } from 'pg';
import { buildTree } from './tree';

/** Categories (tree) and subjects (with likes). */
export class TaxonomyRepository {
  constructor(private readonly db: Pool) {}

  async categoryTree() {
    const { rows } = await this.db.query('SELECT id, name, slug, parent_id, idx AS index, icon FROM categories ORDER BY parent_id NULLS FIRST, idx');
    return buildTree(rows);
  }

  async subjects(userId: number | null, categorySlug?: string) {
    const { rows } = await this.db.query(
      `SELECT s.id, s.name, s.slug, s.category_id, (SELECT c.name FROM categories c WHERE c.id = s.category_id) AS category_name, s.description, s.image,
         EXISTS (SELECT 1 FROM subject_likes sl WHERE sl.subject_id = s.id AND sl.user_id = $1::int) AS liked,
         (SELECT count(*) FROM courses c WHERE c.subject_id = s.id AND c.published)::int AS course_count
       FROM subjects s
       WHERE ($2::text IS NULL OR s.category_id IN (SELECT id FROM categories WHERE path LIKE (SELECT path FROM categories WHERE slug = $2) || '%'))
       ORDER BY s.idx`,
      [userId, categorySlug ?? null],
    );
    return rows;
  }

  async subject(ref: { id?: number; slug?: string }, userId: number | null) {
    const { rows } = await this.db.query(
      `SELECT s.id, s.name, s.slug, s.category_id, (SELECT c.name FROM categories c WHERE c.id = s.category_id) AS category_name, s.description, s.image,
         EXISTS (SELECT 1 FROM subject_likes sl WHERE sl.subject_id = s.id AND sl.user_id = $3::int) AS liked,
         (SELECT count(*) FROM courses c WHERE c.subject_id = s.id AND c.published)::int AS course_count,
         (SELECT count(*) FROM subject_likes sl WHERE sl.subject_id = s.id)::int AS like_count
       FROM subjects s WHERE s.id = $1 OR s.slug = $2`,
      [ref.id ?? null, ref.slug ?? null, userId],
    );
    return rows[0] ?? null;
  }

  /** Returns false when the subject does not exist. */
  async like(userId: number, subjectId: number, liked: boolean): Promise<boolean> {
    const exists = await this.db.query('SELECT 1 FROM subjects WHERE id = $1', [subjectId]);
    if (!exists.rowCount) return false;
    if (liked) {
      await this.db.query('INSERT INTO subject_likes (user_id, subject_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, subjectId]);
    } else {
      await this.db.query('DELETE FROM subject_likes WHERE user_id = $1 AND subject_id = $2', [userId, subjectId]);
    }
    return true;
  }

  async likedSubjects(userId: number) {
    return this.subjects(userId).then((rows) => rows.filter((r) => r.liked));
  }

  async teacher(slug: string) {
    const { rows } = await this.db.query('SELECT id, name, full_name, slug, avatar, title, bio FROM teachers WHERE slug = $1', [slug]);
    return rows[0] ?? null;
  }
}
