-- Dual investment (issue 29; WIRE "Pinned for the catalogue areas", Dual investment). The deposit
-- is held in the frozen part of the user's asset (`legal`) account from purchase to settlement;
-- the payout is credited there in the currency the settlement price decides.

CREATE TABLE dual_products (
  id bigserial PRIMARY KEY,
  -- the coin (a currency with a USDT symbol on the feed)
  currency_id integer NOT NULL,
  -- call: sell high (deposit the coin); put: buy low (deposit USDT)
  type text NOT NULL CHECK (type IN ('call', 'put')),
  target_price numeric NOT NULL CHECK (target_price > 0),
  -- percent a year
  apr numeric NOT NULL CHECK (apr >= 0 AND apr <= 1000),
  -- the term: subscriptions close `days` before settle_at, so every order earns the same days
  days integer NOT NULL CHECK (days BETWEEN 1 AND 365),
  settle_at timestamptz NOT NULL,
  -- per order, in the deposit's currency
  min numeric NOT NULL CHECK (min > 0),
  max numeric NOT NULL CHECK (max >= min),
  -- all orders together, and what they hold so far
  quota numeric NOT NULL CHECK (quota >= max),
  sold numeric NOT NULL DEFAULT 0 CHECK (sold >= 0 AND sold <= quota),
  -- 1 listed, 0 withdrawn by the operator (no new orders; held ones still settle)
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  -- the recorded price of settle_at, fixed once by the settlement job
  settle_price numeric CHECK (settle_price > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX dual_products_open ON dual_products (currency_id, type, settle_at)
  WHERE settle_price IS NULL;

CREATE TABLE dual_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id bigint NOT NULL REFERENCES dual_products (id),
  -- the deposit and its currency (the coin for a call, USDT for a put)
  num numeric NOT NULL CHECK (num > 0),
  deposit_currency integer NOT NULL,
  -- 1 holding, 2 settled
  status smallint NOT NULL CHECK (status IN (1, 2)),
  payout numeric CHECK (payout >= 0),
  payout_currency integer,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  CHECK ((status = 2) = (settled_at IS NOT NULL AND payout IS NOT NULL))
);
CREATE INDEX dual_orders_holding ON dual_orders (product_id, id) WHERE status = 1;
CREATE INDEX dual_orders_user ON dual_orders (user_id, id);
