-- Lock mining (issue 13; SPEC §3, §4, §9; WIRE.md "Lock mining"). A product locks USDT of the
-- asset account for `days` days at a daily rate between rate_min and rate_max (percent). An order
-- keeps the product's terms as bought. Days are calendar days in the business time zone
-- (TZ_BUSINESS, UTC by default): bought on day D, a profit is paid for each of D+1 .. D+days, and
-- on D+days the principal returns. lock_payouts has one row per order and day: a day is paid once
-- whatever runs twice.

CREATE TABLE lock_products (
  id serial PRIMARY KEY,
  title text NOT NULL,
  currency_id integer NOT NULL,
  days integer NOT NULL CHECK (days > 0),
  rate_min numeric NOT NULL CHECK (rate_min >= 0),
  rate_max numeric NOT NULL CHECK (rate_max >= rate_min),
  save_min numeric NOT NULL CHECK (save_min > 0),
  save_max numeric NOT NULL CHECK (save_max >= save_min),
  -- orders one user may buy of this product in all; 0: no limit
  single_limit integer NOT NULL CHECK (single_limit >= 0),
  -- early redemption: percent of the amount per remaining day
  penalty numeric NOT NULL CHECK (penalty >= 0),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL CHECK (end_at >= start_at),
  enabled boolean NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL
);

CREATE TABLE lock_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES lock_products (id),
  currency_id integer NOT NULL,
  amount numeric NOT NULL CHECK (amount > 0),
  days integer NOT NULL,
  rate_min numeric NOT NULL,
  rate_max numeric NOT NULL,
  penalty numeric NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  -- the last day whose profit is paid; start_date until the first payout
  paid_through date NOT NULL,
  -- 1 locked, 2 ended (principal returned), 3 redeemed early
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  total_interest numeric NOT NULL DEFAULT 0,
  penalty_paid numeric,
  refund numeric,
  created_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE INDEX lock_orders_user_idx ON lock_orders (user_id, id);
CREATE INDEX lock_orders_open_idx ON lock_orders (paid_through, id) WHERE status = 1;

CREATE TABLE lock_payouts (
  order_id bigint NOT NULL REFERENCES lock_orders (id),
  day date NOT NULL,
  rate numeric NOT NULL,
  amount numeric NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, day)
);

-- Example products, open from installation for ten years; the first is SPEC §9's example. The
-- operator changes or closes them with POST /ops/lockmining/product.
INSERT INTO lock_products (title, currency_id, days, rate_min, rate_max, save_min, save_max,
                           single_limit, penalty, start_at, end_at, enabled, sort, updated_at)
VALUES
  ('USDT 5-day lock', 3, 5, 0.3, 0.5, 100, 50000, 5, 0.4, now(), now() + interval '10 years',
   true, 1, now()),
  ('USDT 15-day lock', 3, 15, 0.4, 0.6, 500, 100000, 3, 0.5, now(), now() + interval '10 years',
   true, 2, now()),
  ('USDT 30-day lock', 3, 30, 0.5, 0.7, 1000, 200000, 2, 0.6, now(), now() + interval '10 years',
   true, 3, now());
