-- The sitemap's <lastmod> must say when a page's content last changed. Nothing in the API edits courses,
-- content pages or support articles: the CMS writes those rows directly, and would have to remember to
-- set updated_at. A trigger sets it instead, and only when the content changes: counters that move on
-- every visit or vote (views, votes, likes, popularity) are not a change of the page.
-- Self-contained (IF NOT EXISTS / OR REPLACE), so its order among other 002_* files does not matter.
ALTER TABLE courses ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
UPDATE courses SET updated_at = created_at;
ALTER TABLE pages ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE support_articles ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();

-- Trigger arguments: the columns whose change does not count (none: TG_ARGV is NULL, hence the coalesce).
-- An update that sets updated_at itself wins.
CREATE OR REPLACE FUNCTION seo_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := coalesce(TG_ARGV, '{}') || '{updated_at}';
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at AND (to_jsonb(NEW) - ignored) IS DISTINCT FROM (to_jsonb(OLD) - ignored) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;

-- `search` is a generated column: not yet computed in NEW inside a BEFORE trigger, so it is left out too.
DROP TRIGGER IF EXISTS courses_touch_updated_at ON courses;
CREATE TRIGGER courses_touch_updated_at BEFORE UPDATE ON courses FOR EACH ROW
  EXECUTE FUNCTION seo_touch_updated_at('vote_total', 'vote_count', 'popularity', 'search');
DROP TRIGGER IF EXISTS pages_touch_updated_at ON pages;
CREATE TRIGGER pages_touch_updated_at BEFORE UPDATE ON pages FOR EACH ROW
  EXECUTE FUNCTION seo_touch_updated_at();
DROP TRIGGER IF EXISTS support_articles_touch_updated_at ON support_articles;
CREATE TRIGGER support_articles_touch_updated_at BEFORE UPDATE ON support_articles FOR EACH ROW
  EXECUTE FUNCTION seo_touch_updated_at('likes', 'dislikes', 'search');
