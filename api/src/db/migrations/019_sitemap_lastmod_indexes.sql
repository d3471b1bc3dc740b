-- Issue 36: the sitemap index reads one index entry per file and per list, not every course. Each file of course
-- URLs is a range of 5,000 ids (repositories/seo-repo.ts URLS_PER_FILE: the expression must be written exactly so there), and a
-- category's or a teacher's lastmod is the newest published course under it: each a backward step in an index.
CREATE INDEX IF NOT EXISTS courses_sitemap_file_idx ON courses ((id / 5000), updated_at) WHERE published;
CREATE INDEX IF NOT EXISTS courses_category_updated_idx ON courses (category_id, updated_at) WHERE published;
CREATE INDEX IF NOT EXISTS courses_teacher_updated_idx ON courses (teacher_id, updated_at) WHERE published;
-- A file of course URLs is an index-only range scan (id, alias, alias_code, updated_at), not 5,000 wide rows.
CREATE INDEX IF NOT EXISTS courses_sitemap_urls_idx ON courses (id) INCLUDE (alias, alias_code, updated_at) WHERE published;
