-- The affiliate programme ("Tiếp thị liên kết", docs/decisions/2026-11-27-affiliate-programme.md).
-- Amounts are VND integers computed on the server; rates are basis points (2000 = 20 %).

-- One application per learner: terms accepted, the bank account payouts go to; an admin decides.
CREATE TABLE affiliates (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  bank_name text NOT NULL,
  bank_account text NOT NULL,
  account_holder text NOT NULL,
  terms_version text NOT NULL,
  terms_accepted_at timestamptz NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX affiliates_status_idx ON affiliates (status, applied_at);

-- A link is a code for one target path of the site (`<path>?ref=<code>`); stats are per link.
CREATE TABLE affiliate_links (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES affiliates(user_id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  target_path text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, target_path)
);

-- A click counts once per link, visitor and day (Asia/Ho_Chi_Minh). `visitor` is the random visitor cookie;
-- `fingerprint` a daily-keyed hash of address + user agent, which de-duplicates clients that keep no cookie.
CREATE TABLE affiliate_clicks (
  link_id int NOT NULL REFERENCES affiliate_links(id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor text NOT NULL,
  fingerprint text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (link_id, day, visitor)
);
CREATE INDEX affiliate_clicks_fp_idx ON affiliate_clicks (link_id, day, fingerprint);

-- A course's own rate; courses without a row earn the default rate.
CREATE TABLE affiliate_rates (
  course_id int PRIMARY KEY REFERENCES courses(id) ON DELETE CASCADE,
  rate_bp int NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000)
);

-- Which link brought an order (from the signed attribution cookie when the order was made).
CREATE TABLE order_referrals (
  order_id int PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  link_id int NOT NULL REFERENCES affiliate_links(id) ON DELETE CASCADE,
  affiliate_id int NOT NULL REFERENCES affiliates(user_id) ON DELETE CASCADE,
  clicked_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE affiliate_payouts (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES affiliates(user_id) ON DELETE CASCADE,
  amount int NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('requested', 'paid')),
  bank_name text NOT NULL,
  bank_account text NOT NULL,
  account_holder text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX affiliate_payouts_user_idx ON affiliate_payouts (user_id, requested_at DESC);
-- at most one payout waiting for the admin per affiliate
CREATE UNIQUE INDEX affiliate_payouts_one_open ON affiliate_payouts (user_id) WHERE status = 'requested';

-- The ledger: a sale's commission (pending through the refund window, then approved), and, when an order whose
-- commission was already in a payout is refunded, a negative clawback that the next payout nets out.
CREATE TABLE affiliate_commissions (
  id serial PRIMARY KEY,
  order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  affiliate_id int NOT NULL REFERENCES affiliates(user_id) ON DELETE CASCADE,
  link_id int NOT NULL REFERENCES affiliate_links(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('sale', 'clawback')),
  base int NOT NULL,
  amount int NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'reversed')),
  approve_after timestamptz NOT NULL,
  payout_id int REFERENCES affiliate_payouts(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  approved_at timestamptz,
  reversed_at timestamptz,
  UNIQUE (order_id, kind)
);
CREATE INDEX affiliate_commissions_aff_idx ON affiliate_commissions (affiliate_id, status);
CREATE INDEX affiliate_commissions_due_idx ON affiliate_commissions (approve_after) WHERE status = 'pending';
