-- Collateralised loans (issue 29; WIRE "Pinned for the catalogue areas", Loans). The collateral is
-- held in the frozen part of the user's asset (`legal`) account and the loan credited to its
-- available part; repaying takes the loan and its interest back and releases the collateral; a
-- liquidation takes the part of the collateral that covers the debt and releases the rest.

CREATE TABLE loan_products (
  borrowing_code text PRIMARY KEY CHECK (borrowing_code ~ '^[A-Z0-9_-]{2,24}$'),
  -- what is lent
  currency_id integer NOT NULL,
  days integer NOT NULL CHECK (days BETWEEN 1 AND 365),
  -- percent a day
  daily_rate numeric NOT NULL CHECK (daily_rate > 0 AND daily_rate <= 1),
  -- the coin ids accepted as collateral, comma separated (text reads alike on both engines)
  collateral text NOT NULL CHECK (collateral ~ '^[0-9]+(,[0-9]+)*$'),
  -- percent: the most a borrow may start at, the warning, the liquidation
  ltv_initial numeric NOT NULL CHECK (ltv_initial > 0),
  ltv_call numeric NOT NULL CHECK (ltv_call > ltv_initial),
  ltv_liquidate numeric NOT NULL CHECK (ltv_liquidate > ltv_call AND ltv_liquidate < 100),
  -- per loan, in the loan currency
  min numeric NOT NULL CHECK (min > 0),
  max numeric NOT NULL CHECK (max >= min),
  -- 1 lending, 0 no new loans (open ones run on)
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL
);

CREATE TABLE loans (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  borrowing_code text NOT NULL REFERENCES loan_products (borrowing_code),
  currency_id integer NOT NULL,
  amount numeric NOT NULL CHECK (amount > 0),
  -- the product's terms when borrowed: later changes never reach an open loan
  daily_rate numeric NOT NULL,
  days integer NOT NULL,
  ltv_initial numeric NOT NULL,
  ltv_call numeric NOT NULL,
  ltv_liquidate numeric NOT NULL,
  collateral_currency integer NOT NULL,
  collateral_amount numeric NOT NULL CHECK (collateral_amount > 0),
  -- interest accrued so far, a day at a time
  interest numeric NOT NULL DEFAULT 0 CHECK (interest >= 0),
  accrued_days integer NOT NULL DEFAULT 0 CHECK (accrued_days >= 0),
  -- 1 open, 2 repaid, 3 liquidated
  status smallint NOT NULL CHECK (status IN (1, 2, 3)),
  -- when the user was last warned at the call LTV; cleared when the LTV falls back below it
  called_at timestamptz,
  -- a liquidation's price and what it took and returned
  liquidation_price numeric,
  seized numeric,
  returned numeric,
  created_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  closed_at timestamptz,
  CHECK ((status = 1) = (closed_at IS NULL)),
  CHECK ((status = 3) = (seized IS NOT NULL AND returned IS NOT NULL AND liquidation_price IS NOT NULL))
);
CREATE INDEX loans_open ON loans (id) WHERE status = 1;
CREATE INDEX loans_user ON loans (user_id, id);
