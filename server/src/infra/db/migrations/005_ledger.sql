-- The ledger (DESIGN §5): one balance row per user, currency and wallet, and one account record
-- per change of it. money/ledger.ts is the only writer; it keeps balance = sum(change).
-- Currency ids refer to the market catalogue (server/src/market/catalogue.ts).

CREATE TABLE balances (
  user_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL,
  -- 'micro' is the seconds-trading account; the others are the accounts the wallets will add
  wallet text NOT NULL CHECK (wallet IN ('micro', 'legal', 'change', 'lever')),
  -- numeric without a scale: exact, never rounded on the way in
  balance numeric NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (user_id, currency_id, wallet)
);

CREATE TABLE account_records (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL,
  wallet text NOT NULL,
  before numeric NOT NULL,
  after numeric NOT NULL CHECK (after >= 0),
  change numeric NOT NULL CHECK (change <> 0),
  -- ops_credit, micro_stake, micro_fee, micro_payout, micro_refund, ...: the client translates it
  type text NOT NULL,
  -- a short English description for people reading the table
  info text NOT NULL,
  -- what caused the change: ('micro_order', order id), ('ops_audit', audit id), ...
  ref_type text,
  ref_id bigint,
  created_at timestamptz NOT NULL,
  CONSTRAINT account_records_arithmetic CHECK (after = before + change),
  CONSTRAINT account_records_balance_fkey FOREIGN KEY (user_id, currency_id, wallet)
    REFERENCES balances (user_id, currency_id, wallet)
);
CREATE INDEX account_records_account_idx ON account_records (user_id, currency_id, wallet, id);
CREATE INDEX account_records_ref_idx ON account_records (ref_type, ref_id);
-- An order is staked, charged and settled once each: a second payout for one order cannot exist.
CREATE UNIQUE INDEX account_records_order_once ON account_records (ref_id, type)
  WHERE ref_type = 'micro_order';
