-- Issue 36: every search sort is served by an index at any catalogue size. The title and content searches
-- computed to_tsvector(vn_unaccent(…)) per row at query time (1.5 s and 15 s at 100k courses); each thing a
-- sort searches is now a stored vector, kept up to date by PostgreSQL on every write (generated columns run
-- the same on PGlite and PostgreSQL 15), with a GIN index.
ALTER TABLE courses
  ADD COLUMN search_title tsvector GENERATED ALWAYS AS (to_tsvector('simple', vn_unaccent(name))) STORED,
  ADD COLUMN search_content tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', vn_unaccent(short_description || ' ' || description))) STORED,
  -- The A→Z key (tones and hooks sort with their base letter), stored so a title page is an index range.
  ADD COLUMN title_key text GENERATED ALWAYS AS (translate(lower(name),
    'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ',
    'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd')) STORED;

CREATE INDEX courses_search_title_idx ON courses USING gin (search_title);
CREATE INDEX courses_search_content_idx ON courses USING gin (search_content);
CREATE INDEX courses_title_idx ON courses (title_key, name, id) WHERE published;

-- Generated columns are not yet computed in NEW inside a BEFORE trigger: the sitemap's updated_at trigger
-- (002_seo_updated_at.sql) must leave them out of its comparison, as it does `search`.
DROP TRIGGER IF EXISTS courses_touch_updated_at ON courses;
CREATE TRIGGER courses_touch_updated_at BEFORE UPDATE ON courses FOR EACH ROW
  EXECUTE FUNCTION seo_touch_updated_at('vote_total', 'vote_count', 'popularity', 'search', 'search_title', 'search_content', 'title_key');
