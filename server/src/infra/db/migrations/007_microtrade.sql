-- Seconds trading (SPEC §3 trade order, seconds option; §7 /microtrade/*). Match and currency ids
-- refer to the market catalogue. Money and prices are numeric; the application computes with
-- decimal.js and never through floats.

CREATE TABLE seconds_options (
  id serial PRIMARY KEY,
  seconds integer NOT NULL CHECK (seconds > 0),
  -- 1 offered, 0 not offered now
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  -- percent of the stake won on top of it: 20 pays stake + 20 %
  profit_ratio numeric NOT NULL CHECK (profit_ratio > 0),
  min_amount numeric NOT NULL CHECK (min_amount > 0),
  -- a fraction of the stake, charged when the order is placed: 0.001 = 0.1 %
  fee_rate numeric NOT NULL CHECK (fee_rate >= 0 AND fee_rate < 1),
  CONSTRAINT seconds_options_seconds_key UNIQUE (seconds)
);

-- The fee rate equals the catalogue's micro_trade_fee (market/catalogue.ts MICRO_TRADE_FEE).
INSERT INTO seconds_options (seconds, status, profit_ratio, min_amount, fee_rate) VALUES
  (30, 1, 20, 10, 0.001),
  (60, 1, 30, 10, 0.001),
  (120, 1, 40, 10, 0.001),
  (300, 1, 50, 10, 0.001);

CREATE TABLE micro_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  match_id integer NOT NULL,
  currency_id integer NOT NULL,
  -- 1 up, 2 down
  type smallint NOT NULL CHECK (type IN (1, 2)),
  seconds integer NOT NULL CHECK (seconds > 0),
  -- the stake
  number numeric NOT NULL CHECK (number > 0),
  fee numeric NOT NULL CHECK (fee >= 0),
  -- as the option said when the order was placed
  profit_ratio numeric NOT NULL,
  open_price numeric NOT NULL,
  end_price numeric,
  -- what settlement credited: stake + profit, the stake (draw) or 0 (loss)
  payout numeric CHECK (payout >= 0),
  fact_profits numeric,
  profit_result smallint CHECK (profit_result IN (-1, 0, 1)),
  -- 1 trading, 2 closing, 3 closed
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  created_at timestamptz NOT NULL,
  settle_at timestamptz NOT NULL,
  complete_at timestamptz,
  CONSTRAINT micro_orders_settled CHECK (
    (status = 3) = (end_price IS NOT NULL AND payout IS NOT NULL AND fact_profits IS NOT NULL
                    AND profit_result IS NOT NULL AND complete_at IS NOT NULL)
  )
);
-- what the settler claims: open orders by due time
CREATE INDEX micro_orders_due_idx ON micro_orders (settle_at, id) WHERE status = 1;
CREATE INDEX micro_orders_user_idx ON micro_orders (user_id, status, id);
