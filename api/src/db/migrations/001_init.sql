-- Schema of the course shop. Every list and lookup the site makes has an index.

CREATE OR REPLACE FUNCTION vn_unaccent(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(coalesce(t, ''),
    'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ',
    'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD'))
$$;

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text,
  phone text,
  full_name text NOT NULL DEFAULT '',
  password_hash text,
  avatar text,
  birthday date,
  gender text,
  address text,
  alias text,
  verified boolean NOT NULL DEFAULT false,
  policy_accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_phone_key ON users (phone) WHERE phone IS NOT NULL;
CREATE UNIQUE INDEX users_alias_key ON users (alias) WHERE alias IS NOT NULL;

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoke_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE otp_codes (
  id serial PRIMARY KEY,
  target text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  attempts int NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_codes_target_idx ON otp_codes (target, purpose, created_at DESC);

CREATE TABLE dev_outbox (
  id serial PRIMARY KEY,
  to_addr text NOT NULL,
  channel text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  otp text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_outbox_to_idx ON dev_outbox (to_addr, id DESC);

CREATE TABLE social_links (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_uid text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider)
);
CREATE UNIQUE INDEX social_links_uid_key ON social_links (provider, provider_uid);

CREATE TABLE categories (
  id int PRIMARY KEY,
  parent_id int REFERENCES categories(id),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  idx int NOT NULL DEFAULT 0,
  path text NOT NULL,
  icon text
);
CREATE INDEX categories_parent_idx ON categories (parent_id, idx);
CREATE INDEX categories_path_idx ON categories (path text_pattern_ops);

CREATE TABLE subjects (
  id int PRIMARY KEY,
  category_id int NOT NULL REFERENCES categories(id),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  image text,
  idx int NOT NULL DEFAULT 0
);
CREATE INDEX subjects_category_idx ON subjects (category_id, idx);

CREATE TABLE subject_likes (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject_id int NOT NULL REFERENCES subjects(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, subject_id)
);

CREATE TABLE teachers (
  id int PRIMARY KEY,
  name text NOT NULL,
  full_name text NOT NULL,
  slug text NOT NULL UNIQUE,
  avatar text,
  title text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT ''
);

CREATE TABLE courses (
  id int PRIMARY KEY,
  name text NOT NULL,
  alias text NOT NULL,
  alias_code text NOT NULL UNIQUE,
  type text NOT NULL,
  thumbnail text NOT NULL,
  thumb_w int NOT NULL DEFAULT 640,
  thumb_h int NOT NULL DEFAULT 360,
  teacher_id int NOT NULL REFERENCES teachers(id),
  price int NOT NULL,
  price_new int NOT NULL,
  total_child int NOT NULL DEFAULT 0,
  flatform_type text NOT NULL DEFAULT '',
  vote_total int NOT NULL DEFAULT 0,
  vote_count int NOT NULL DEFAULT 0,
  category_id int NOT NULL REFERENCES categories(id),
  subject_id int REFERENCES subjects(id),
  short_description text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  meta_title text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  meta_keywords text NOT NULL DEFAULT '',
  featured boolean NOT NULL DEFAULT false,
  popularity int NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  search tsvector GENERATED ALWAYS AS (to_tsvector('simple', vn_unaccent(name || ' ' || short_description))) STORED
);
CREATE INDEX courses_created_idx ON courses (created_at DESC, id DESC) WHERE published;
CREATE INDEX courses_price_idx ON courses (price_new, id) WHERE published;
CREATE INDEX courses_popular_idx ON courses (popularity DESC, id DESC) WHERE published;
CREATE INDEX courses_category_idx ON courses (category_id);
CREATE INDEX courses_subject_idx ON courses (subject_id);
CREATE INDEX courses_teacher_idx ON courses (teacher_id);
CREATE INDEX courses_featured_idx ON courses (featured) WHERE featured;
CREATE INDEX courses_search_idx ON courses USING gin (search);

CREATE TABLE course_children (
  parent_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  child_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  idx int NOT NULL DEFAULT 0,
  PRIMARY KEY (parent_id, child_id)
);
CREATE INDEX course_children_child_idx ON course_children (child_id);

CREATE TABLE course_pods (
  id serial PRIMARY KEY,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  cycle int NOT NULL CHECK (cycle BETWEEN 1 AND 9),
  price int NOT NULL,
  idx int NOT NULL DEFAULT 0
);
CREATE INDEX course_pods_course_idx ON course_pods (course_id, idx);

CREATE TABLE lessons (
  id int PRIMARY KEY,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  chapter text NOT NULL DEFAULT '',
  title text NOT NULL,
  position int NOT NULL,
  duration_seconds int NOT NULL DEFAULT 0,
  is_free_preview boolean NOT NULL DEFAULT false,
  youtube text,
  adaptive_link text,
  qualities int[] NOT NULL DEFAULT '{}',
  content text NOT NULL DEFAULT ''
);
CREATE INDEX lessons_course_idx ON lessons (course_id, position);

CREATE TABLE course_external_links (
  id serial PRIMARY KEY,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  title text NOT NULL,
  url text NOT NULL,
  idx int NOT NULL DEFAULT 0
);
CREATE INDEX course_external_links_course_idx ON course_external_links (course_id, idx);

CREATE TABLE enrolments (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  source text NOT NULL,
  order_id int,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
);
CREATE INDEX enrolments_course_idx ON enrolments (course_id);

CREATE TABLE course_votes (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  rate int NOT NULL CHECK (rate BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
);

CREATE TABLE course_views (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
);
CREATE INDEX course_views_user_idx ON course_views (user_id, viewed_at DESC);

CREATE TABLE learning_logs (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_id int NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  position_seconds int NOT NULL DEFAULT 0,
  progress int NOT NULL DEFAULT 0,
  completed boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, lesson_id)
);
CREATE INDEX learning_logs_user_course_idx ON learning_logs (user_id, course_id);

CREATE TABLE lesson_errors (
  id serial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  lesson_id int NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  kind text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lesson_errors_lesson_idx ON lesson_errors (lesson_id);

CREATE TABLE folders (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  course_ids int[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX folders_user_idx ON folders (user_id);

CREATE TABLE carts (
  id serial PRIMARY KEY,
  user_id int UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  guest_token text UNIQUE,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  cart_id int NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  pod_id int REFERENCES course_pods(id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_id, course_id)
);

CREATE TABLE promotions (
  id int PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  image text,
  discount_type text NOT NULL CHECK (discount_type IN ('percent', 'amount')),
  discount_value int NOT NULL,
  max_discount int,
  min_total int NOT NULL DEFAULT 0,
  course_ids int[],
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL
);
CREATE INDEX promotions_active_idx ON promotions (ends_at, starts_at);

CREATE TABLE promo_codes (
  code text PRIMARY KEY,
  promotion_id int NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  max_uses int,
  used_count int NOT NULL DEFAULT 0
);
CREATE INDEX promo_codes_promotion_idx ON promo_codes (promotion_id);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL,
  subtotal int NOT NULL,
  discount int NOT NULL DEFAULT 0,
  total int NOT NULL,
  promo_code text,
  full_name text,
  email text,
  phone text,
  payment_method text,
  idempotency_key text,
  request_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE UNIQUE INDEX orders_idem_key ON orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE TABLE order_items (
  order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  course_id int NOT NULL REFERENCES courses(id),
  pod_id int,
  name text NOT NULL,
  price int NOT NULL,
  unit_price int NOT NULL,
  PRIMARY KEY (order_id, course_id)
);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider text NOT NULL,
  amount int NOT NULL,
  status text NOT NULL,
  txn_ref text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX payments_order_idx ON payments (order_id);

CREATE TABLE activation_codes (
  code text PRIMARY KEY,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  duration_days int,
  used_by int REFERENCES users(id) ON DELETE SET NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscription_plans (
  id int PRIMARY KEY,
  name text NOT NULL,
  path text NOT NULL,
  cycle int NOT NULL,
  price int NOT NULL,
  description text NOT NULL DEFAULT ''
);

CREATE TABLE user_subscriptions (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id int NOT NULL REFERENCES subscription_plans(id),
  start_date timestamptz NOT NULL DEFAULT now(),
  end_date timestamptz NOT NULL
);
CREATE INDEX user_subscriptions_user_idx ON user_subscriptions (user_id, end_date DESC);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slug text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  link text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE UNIQUE INDEX notifications_user_slug_key ON notifications (user_id, slug);

CREATE TABLE post_categories (
  id int PRIMARY KEY,
  parent_id int REFERENCES post_categories(id),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  idx int NOT NULL DEFAULT 0
);

CREATE TABLE posts (
  id int PRIMARY KEY,
  category_id int NOT NULL REFERENCES post_categories(id),
  title text NOT NULL,
  slug text NOT NULL UNIQUE,
  summary text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  thumbnail text,
  author text NOT NULL DEFAULT '',
  views int NOT NULL DEFAULT 0,
  published_at timestamptz NOT NULL,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', vn_unaccent(title)), 'A') ||
    setweight(to_tsvector('simple', vn_unaccent(summary)), 'B') ||
    setweight(to_tsvector('simple', vn_unaccent(content)), 'C')) STORED
);
CREATE INDEX posts_published_idx ON posts (published_at DESC, id DESC);
CREATE INDEX posts_category_idx ON posts (category_id, published_at DESC);
CREATE INDEX posts_title_idx ON posts (title, id);
CREATE INDEX posts_search_idx ON posts USING gin (search);

CREATE TABLE tags (
  id int PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE
);

CREATE TABLE post_tags (
  post_id int NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  tag_id int NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, tag_id)
);
CREATE INDEX post_tags_tag_idx ON post_tags (tag_id);

CREATE TABLE support_articles (
  id int PRIMARY KEY,
  category text NOT NULL,
  title text NOT NULL,
  slug text NOT NULL UNIQUE,
  content text NOT NULL,
  likes int NOT NULL DEFAULT 0,
  dislikes int NOT NULL DEFAULT 0,
  idx int NOT NULL DEFAULT 0,
  search tsvector GENERATED ALWAYS AS (to_tsvector('simple', vn_unaccent(title || ' ' || content))) STORED
);
CREATE INDEX support_articles_idx ON support_articles (category, idx);
CREATE INDEX support_articles_search_idx ON support_articles USING gin (search);

CREATE TABLE support_votes (
  article_id int NOT NULL REFERENCES support_articles(id) ON DELETE CASCADE,
  voter text NOT NULL,
  liked boolean NOT NULL,
  PRIMARY KEY (article_id, voter)
);

CREATE TABLE support_requests (
  id serial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  full_name text NOT NULL,
  email text,
  phone text,
  subject text NOT NULL DEFAULT '',
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_requests_user_idx ON support_requests (user_id);

CREATE TABLE support_pings (
  id bigserial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  path text NOT NULL,
  kind text NOT NULL DEFAULT 'ping',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE campaign_events (
  id bigserial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  utm_source text,
  utm_campaign text,
  utm_medium text,
  path text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pages (
  id int PRIMARY KEY,
  type text NOT NULL,
  slug text NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  meta_keywords text NOT NULL DEFAULT '',
  data jsonb NOT NULL DEFAULT '{}',
  UNIQUE (type, slug)
);
CREATE INDEX pages_slug_idx ON pages (slug);

CREATE TABLE banners (
  id int PRIMARY KEY,
  title text NOT NULL,
  image text NOT NULL,
  width int NOT NULL,
  height int NOT NULL,
  link text NOT NULL DEFAULT '',
  placement int NOT NULL,
  color text,
  idx int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX banners_placement_idx ON banners (placement, idx) WHERE active;

CREATE TABLE price_ranges (
  id int PRIMARY KEY,
  label text NOT NULL,
  min int NOT NULL,
  max int,
  idx int NOT NULL DEFAULT 0
);

CREATE TABLE navigation (
  id int PRIMARY KEY,
  menu text NOT NULL,
  parent_id int REFERENCES navigation(id),
  idx int NOT NULL DEFAULT 0,
  title text NOT NULL,
  link text NOT NULL
);
CREATE INDEX navigation_menu_idx ON navigation (menu, parent_id, idx);

CREATE TABLE redirects (
  path text PRIMARY KEY,
  target text NOT NULL,
  type text NOT NULL CHECK (type IN ('internal', 'external')),
  code int NOT NULL DEFAULT 301
);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE uploads (
  key text PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  content_type text NOT NULL,
  size int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
