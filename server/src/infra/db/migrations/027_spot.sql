-- Spot trading (issue 26; WIRE "Pinned for the catalogue areas"; DESIGN §9). The database is the
-- book's truth: the open orders are the book. Money moves only through the ledger on the `change`
-- account, in the transaction that writes these rows.

-- One row per symbol with a book: the operator's rules, the last traded price and the sequence
-- number of its book. Placing or cancelling an order on a symbol locks this row first (FOR UPDATE),
-- so orders for one symbol are matched one at a time across every node. A row is created, with
-- defaults from the symbol's precision, the first time the symbol is traded.
CREATE TABLE spot_markets (
  match_id integer PRIMARY KEY,
  -- prices are whole multiples of tick, amounts (base) of step
  tick numeric NOT NULL CHECK (tick > 0),
  step numeric NOT NULL CHECK (step > 0),
  -- smallest amount x price, in the quote currency
  min_notional numeric NOT NULL CHECK (min_notional >= 0),
  -- percent of what each side receives: 0.1 = 0.1 %
  maker_fee numeric NOT NULL CHECK (maker_fee >= 0 AND maker_fee < 100),
  taker_fee numeric NOT NULL CHECK (taker_fee >= 0 AND taker_fee < 100),
  -- fees are rounded down to these decimals of the base and the quote currency
  base_places smallint NOT NULL CHECK (base_places BETWEEN 0 AND 30),
  quote_places smallint NOT NULL CHECK (quote_places BETWEEN 0 AND 30),
  -- how far from the last price a market order may trade, percent
  band_percent numeric NOT NULL CHECK (band_percent > 0 AND band_percent < 100),
  -- 1 open, 0 halted by the operator (no new orders; cancels still work)
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  last_price numeric CHECK (last_price > 0),
  -- moves by one with every change of the book (WIRE coin_depth seq / prev_seq)
  seq bigint NOT NULL DEFAULT 0
);

CREATE TABLE spot_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  match_id integer NOT NULL REFERENCES spot_markets (match_id),
  -- the symbol's currencies, as the wire carries them
  currency_id integer NOT NULL,
  legal_id integer NOT NULL,
  -- 1 buy, 2 sell
  type smallint NOT NULL CHECK (type IN (1, 2)),
  kind text NOT NULL CHECK (kind IN ('limit', 'market')),
  tif text NOT NULL CHECK (tif IN ('GTC', 'IOC', 'POST_ONLY')),
  -- the limit price; null for a market order
  price numeric CHECK (price > 0),
  -- base asked
  amount numeric NOT NULL CHECK (amount > 0),
  -- base traded so far
  filled numeric NOT NULL DEFAULT 0 CHECK (filled >= 0),
  -- base open on the book: amount - filled while open, 0 once the order has ended
  remaining numeric NOT NULL CHECK (remaining >= 0),
  -- what the order holds in the frozen part of its spending currency: remaining x price to buy,
  -- remaining to sell; the frozen part of a user's change account is the sum of these
  frozen numeric NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  -- gross spent (quote to buy, base to sell) and received net of fees (the other currency)
  spent numeric NOT NULL DEFAULT 0 CHECK (spent >= 0),
  received numeric NOT NULL DEFAULT 0 CHECK (received >= 0),
  -- fees paid, in the received currency (fee_currency)
  fee numeric NOT NULL DEFAULT 0 CHECK (fee >= 0),
  fee_currency integer NOT NULL,
  -- 1 open (partly filled or not), 2 filled, 3 ended with a rest released
  status smallint NOT NULL CHECK (status IN (1, 2, 3)),
  -- why a status 3 order ended: cancelled, ioc, market (its band or the book ran out), self_trade
  end_reason text CHECK (end_reason IN ('cancelled', 'ioc', 'market', 'self_trade')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT spot_orders_filled CHECK (filled <= amount AND (status = 2) = (filled = amount)),
  CONSTRAINT spot_orders_open CHECK (
    (status = 1) = (remaining > 0) AND (status = 1 OR frozen = 0)
    AND (status = 1 OR remaining = 0)
    AND (status <> 1 OR (kind = 'limit' AND remaining = amount - filled))
    AND (status = 3) = (end_reason IS NOT NULL)
  )
);
-- the book: open orders by symbol, side and price, oldest first within a price
CREATE INDEX spot_orders_book_idx ON spot_orders (match_id, type, price, id) WHERE status = 1;
CREATE INDEX spot_orders_user_idx ON spot_orders (user_id, id);

CREATE TABLE spot_fills (
  id bigserial PRIMARY KEY,
  match_id integer NOT NULL REFERENCES spot_markets (match_id),
  maker_order_id bigint NOT NULL REFERENCES spot_orders (id),
  taker_order_id bigint NOT NULL REFERENCES spot_orders (id),
  maker_user_id bigint NOT NULL REFERENCES users (id),
  taker_user_id bigint NOT NULL REFERENCES users (id),
  -- the taker's side: 1 buy, 2 sell
  taker_type smallint NOT NULL CHECK (taker_type IN (1, 2)),
  price numeric NOT NULL CHECK (price > 0),
  amount numeric NOT NULL CHECK (amount > 0),
  -- price x amount, exact
  total numeric NOT NULL CHECK (total > 0),
  maker_fee numeric NOT NULL CHECK (maker_fee >= 0),
  maker_fee_currency integer NOT NULL,
  taker_fee numeric NOT NULL CHECK (taker_fee >= 0),
  taker_fee_currency integer NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT spot_fills_no_self_trade CHECK (maker_user_id <> taker_user_id)
);
CREATE INDEX spot_fills_match_idx ON spot_fills (match_id, id);
CREATE INDEX spot_fills_maker_idx ON spot_fills (maker_user_id, id);
CREATE INDEX spot_fills_taker_idx ON spot_fills (taker_user_id, id);
-- a taker meets each resting order once: a second fill of one pair would be a double fill
CREATE UNIQUE INDEX spot_fills_pair_key ON spot_fills (maker_order_id, taker_order_id);
CREATE INDEX spot_fills_taker_order_idx ON spot_fills (taker_order_id);
