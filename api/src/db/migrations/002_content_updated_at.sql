-- When content pages and support articles last changed: the sitemap's <lastmod> (the other public
-- entities already carry their own time: courses.created_at, posts.published_at).
ALTER TABLE pages ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE support_articles ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
