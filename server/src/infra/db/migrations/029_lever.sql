-- Leveraged trading with isolated margin (issue 27; WIRE "Pinned for the catalogue areas"; DESIGN
-- §9). Money moves only through the ledger on the `lever` account in the symbol's quote currency,
-- in the transaction that writes these rows.

-- One row per symbol traded with leverage: the operator's terms, and how far the triggers have
-- looked. The trigger job locks the row FOR UPDATE while it walks the ticks since checked_until;
-- whatever opens or changes a position locks it FOR SHARE, so a position never appears or changes
-- inside a window the job is walking (decision 62).
CREATE TABLE lever_markets (
  match_id integer PRIMARY KEY,
  -- the multiples a position may take, ascending: '2,5,10,20,50,100'
  multiples text NOT NULL CHECK (multiples ~ '^[0-9]{1,3}(,[0-9]{1,3})*$'),
  -- base units per share
  share_num numeric NOT NULL CHECK (share_num > 0),
  -- percent: the spread against the user, the opening fee, the overnight fee a day
  spread numeric NOT NULL CHECK (spread >= 0 AND spread < 10),
  trade_fee numeric NOT NULL CHECK (trade_fee >= 0 AND trade_fee < 10),
  overnight numeric NOT NULL CHECK (overnight >= 0 AND overnight < 10),
  -- maintenance margin rate, a fraction
  mmr numeric NOT NULL CHECK (mmr >= 0 AND mmr < 0.5),
  -- 1 open, 0 switched off by the operator (no new positions; closing still works)
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  -- every tick up to here has been checked against every position's lines
  checked_until timestamptz NOT NULL
);

CREATE TABLE lever_positions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  match_id integer NOT NULL REFERENCES lever_markets (match_id),
  currency_id integer NOT NULL,
  legal_id integer NOT NULL,
  -- 1 long, 2 short
  type smallint NOT NULL CHECK (type IN (1, 2)),
  share integer NOT NULL CHECK (share > 0),
  number numeric NOT NULL CHECK (number > 0),
  multiple integer NOT NULL CHECK (multiple > 0),
  -- a limit: the price it opens at or better; null at the market
  target_price numeric CHECK (target_price > 0),
  -- the mark at open, and the price after the spread (null while pending)
  origin_price numeric,
  price numeric,
  origin_caution_money numeric NOT NULL CHECK (origin_caution_money >= 0),
  caution_money numeric NOT NULL CHECK (caution_money >= 0),
  trade_fee numeric NOT NULL CHECK (trade_fee >= 0),
  overnight numeric NOT NULL DEFAULT 0 CHECK (overnight >= 0),
  -- what it holds in the frozen part of the lever account: margin + fee while pending, the margin
  -- while open, 0 once it has ended; the frozen part of a user's lever account is the sum of these
  frozen numeric NOT NULL CHECK (frozen >= 0),
  target_profit_price numeric CHECK (target_profit_price > 0),
  stop_loss_price numeric CHECK (stop_loss_price > 0),
  liquidation_price numeric CHECK (liquidation_price >= 0),
  -- the mark lines the trigger job looks for: a long closes at or under lower_line (stop-loss,
  -- liquidation) or at or over upper_line (take-profit), a short the other way round; a pending
  -- long opens at or under lower_line, a pending short at or over upper_line
  lower_line numeric,
  upper_line numeric,
  -- ticks after this instant count against the lines (set when it was placed, opened or changed)
  watch_from timestamptz NOT NULL,
  -- the day (business time zone) of the last overnight fee
  overnight_day date,
  close_price numeric,
  fact_profits numeric,
  close_reason text CHECK (close_reason IN ('manual', 'take_profit', 'stop_loss', 'liquidation', 'batch')),
  -- 0 pending limit, 1 open, 3 closed, 4 cancelled (2, closing, is never stored: a close is one
  -- transaction)
  status smallint NOT NULL CHECK (status IN (0, 1, 3, 4)),
  created_at timestamptz NOT NULL,
  opened_at timestamptz,
  closed_at timestamptz,
  CHECK ((status IN (3, 4)) = (closed_at IS NOT NULL)),
  CHECK (status IN (0, 1) OR frozen = 0)
);

CREATE INDEX lever_positions_lower ON lever_positions (match_id, lower_line) WHERE status IN (0, 1);
CREATE INDEX lever_positions_upper ON lever_positions (match_id, upper_line) WHERE status IN (0, 1);
CREATE INDEX lever_positions_user ON lever_positions (user_id, status, id);
CREATE INDEX lever_positions_overnight ON lever_positions (overnight_day, id) WHERE status = 1;
