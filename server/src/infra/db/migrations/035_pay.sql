-- Card payment (issue 31 item 2; SPEC §3 card payment fields; §7 /pay/createPay, /pay/createMjlPay).
-- A card deposit is a deposit request (recharges, type 3 "third party", network CARD) that no
-- person reviews: it stays pending until the payment provider's signed callback says paid (then it
-- is credited, once) or failed (then it is rejected). The pay order remembers what the provider was
-- asked to charge, in the card's currency, and the rate that turned it into the USDT credited.

ALTER TABLE recharges ADD COLUMN card boolean NOT NULL DEFAULT false;
-- the operator's queue and the demo approver leave card deposits to their provider
DROP INDEX recharges_queue_idx;
CREATE INDEX recharges_queue_idx ON recharges (created_at) WHERE status = 1 AND NOT card;

CREATE TABLE pay_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  recharge_id bigint NOT NULL UNIQUE REFERENCES recharges (id),
  -- which call made it: card (/pay/createPay) or mjl (/pay/createMjlPay); each its provider
  channel text NOT NULL CHECK (channel IN ('card', 'mjl')),
  -- the provider's name as configured ('sandbox' for the one shipped)
  provider text NOT NULL,
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  currency_code text NOT NULL CHECK (currency_code ~ '^[A-Z]{3}$'),
  -- charged to the card, in currency_code
  pay_amount numeric NOT NULL CHECK (pay_amount > 0),
  -- card currency per USDT when the order was made (tx_rate)
  rate numeric NOT NULL CHECK (rate > 0),
  -- 1 waiting for the provider, 2 paid (credited), 3 failed
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  -- the provider's id of the payment, from its callback
  provider_ref text,
  created_at timestamptz NOT NULL,
  closed_at timestamptz,
  CHECK ((status = 1) = (closed_at IS NULL))
);
CREATE INDEX pay_orders_user_idx ON pay_orders (user_id, id);
CREATE UNIQUE INDEX pay_orders_provider_ref ON pay_orders (provider, provider_ref)
  WHERE provider_ref IS NOT NULL;

-- what the card is charged in: the currency tx_rate converts from, and the country it is sold in
INSERT INTO settings (key, value, public) VALUES
  ('pay_currency', 'USD', true),
  ('pay_country', 'US', true)
ON CONFLICT (key) DO NOTHING;
