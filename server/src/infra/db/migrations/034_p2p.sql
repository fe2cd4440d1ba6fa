-- P2P buy orders (issue 30; SPEC §4 "Peer buy order"; WIRE "Pinned for the catalogue areas", P2P).
-- A merchant's ad holds the coin it offers in the frozen part of the merchant's asset (`legal`)
-- account: what is still offered (`remaining`) and what open orders escrow. A release moves an
-- order's coin from the merchant's frozen part to the buyer's available part; a cancellation gives
-- it back to the ad (or to the merchant's available part once the ad is closed).

CREATE TABLE p2p_merchants (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  -- the name buyers see
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 30),
  -- 1 approved, 0 no longer (open ads stay until closed; no new ones)
  status smallint NOT NULL CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE p2p_ads (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES p2p_merchants (user_id),
  currency_id integer NOT NULL,
  fiat text NOT NULL CHECK (fiat ~ '^[A-Z]{3}$'),
  -- fiat per coin
  price numeric NOT NULL CHECK (price > 0),
  -- coin offered in all, and what is still offered (not escrowed, not sold)
  total numeric NOT NULL CHECK (total > 0),
  remaining numeric NOT NULL CHECK (remaining >= 0 AND remaining <= total),
  -- an order's fiat amount, at least and at most
  min_fiat numeric NOT NULL CHECK (min_fiat > 0),
  max_fiat numeric NOT NULL CHECK (max_fiat >= min_fiat),
  -- how a buyer pays: the merchant's bound bank card when the ad was posted
  pay_method text NOT NULL CHECK (pay_method IN ('bank')),
  bank_name text NOT NULL,
  card_holder text NOT NULL,
  card_number text NOT NULL,
  -- 1 online, 0 closed (what remained is back in the merchant's available part)
  status smallint NOT NULL CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL,
  closed_at timestamptz,
  CHECK ((status = 0) = (closed_at IS NOT NULL))
);
CREATE INDEX p2p_ads_online ON p2p_ads (currency_id, fiat, price) WHERE status = 1;
CREATE INDEX p2p_ads_merchant ON p2p_ads (merchant_id, id);

CREATE TABLE p2p_orders (
  id bigserial PRIMARY KEY,
  ad_id bigint NOT NULL REFERENCES p2p_ads (id),
  buyer_id bigint NOT NULL REFERENCES users (id),
  merchant_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL,
  fiat text NOT NULL,
  price numeric NOT NULL,
  -- coin escrowed and delivered on release; fiat the buyer pays
  amount numeric NOT NULL CHECK (amount > 0),
  fiat_amount numeric NOT NULL CHECK (fiat_amount > 0),
  -- 1 unpaid (escrowed), 2 paid (escrowed), 3 released, 4 cancelled
  status smallint NOT NULL CHECK (status IN (1, 2, 3, 4)),
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  proof text,
  -- an appeal after "paid": who opened it, why, and how the operator decided
  appeal_by text CHECK (appeal_by IN ('buyer', 'merchant')),
  appeal_reason text CHECK (length(appeal_reason) <= 500),
  appeal_at timestamptz,
  decided text CHECK (decided IN ('release', 'return')),
  -- buyer | timeout | appeal
  cancel_reason text CHECK (cancel_reason IN ('buyer', 'timeout', 'appeal')),
  created_at timestamptz NOT NULL,
  closed_at timestamptz,
  CHECK ((status IN (3, 4)) = (closed_at IS NOT NULL)),
  CHECK ((status = 4) = (cancel_reason IS NOT NULL)),
  CHECK ((appeal_by IS NULL) = (appeal_at IS NULL))
);
CREATE INDEX p2p_orders_unpaid ON p2p_orders (expires_at) WHERE status = 1;
CREATE INDEX p2p_orders_buyer ON p2p_orders (buyer_id, id);
CREATE INDEX p2p_orders_merchant ON p2p_orders (merchant_id, id);
-- a buyer's cancellations of a business day are counted from here
CREATE INDEX p2p_orders_cancelled ON p2p_orders (buyer_id, closed_at) WHERE status = 4;
