-- Copy-trading (issue 28; WIRE "Pinned for the catalogue areas"; DESIGN §9). A copy is an ordinary
-- leverage position of the follower (lever_positions) that points at the trader's position it
-- copies; every unit of money moves through the ledger on the lever accounts.

-- A user the operator made a trader (ops_audit keeps who and when). share_ratio is the fraction of
-- a follower's realised profit above their high-water mark the trader receives each week.
CREATE TABLE follow_traders (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  share_ratio numeric NOT NULL CHECK (share_ratio >= 0 AND share_ratio <= 0.5),
  -- 1 takes new followers, 0 stopped by the trader; revoked by the operator: active = 0
  accepting smallint NOT NULL DEFAULT 1 CHECK (accepting IN (0, 1)),
  active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  -- what others see of the open positions: 0 shown, 1 shown an hour after they opened, 2 hidden
  open_view smallint NOT NULL DEFAULT 1 CHECK (open_view IN (0, 1, 2)),
  since timestamptz NOT NULL
);

CREATE TABLE follows (
  id bigserial PRIMARY KEY,
  follower_id bigint NOT NULL REFERENCES users (id),
  trader_id bigint NOT NULL REFERENCES follow_traders (user_id),
  -- 1 ratio (number x the trader's shares, at most 5), 2 fixed lots (number shares, at most 5)
  type smallint NOT NULL CHECK (type IN (1, 2)),
  number numeric NOT NULL CHECK (number > 0 AND number <= 5),
  -- the most margin this follow's open copies may hold together
  cap numeric NOT NULL CHECK (cap > 0),
  -- the trader's share ratio the follower agreed to
  share_ratio numeric NOT NULL,
  -- 1 following, 0 cancelled
  status smallint NOT NULL CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  CHECK (follower_id <> trader_id),
  CHECK ((status = 0) = (cancelled_at IS NOT NULL))
);
-- one live follow per pair
CREATE UNIQUE INDEX follows_live ON follows (follower_id, trader_id) WHERE status = 1;
CREATE INDEX follows_trader ON follows (trader_id) WHERE status = 1;

ALTER TABLE lever_positions
  -- the owner was a trader when it was placed: its opening and closing are copied
  ADD COLUMN copy_source boolean NOT NULL DEFAULT false,
  -- a copy: the trader's position it copies, and the follow that made it
  ADD COLUMN copy_of bigint REFERENCES lever_positions (id),
  ADD COLUMN follow_id bigint REFERENCES follows (id),
  ADD CONSTRAINT lever_positions_copy CHECK ((copy_of IS NULL) = (follow_id IS NULL));
ALTER TABLE lever_positions DROP CONSTRAINT lever_positions_close_reason_check;
ALTER TABLE lever_positions ADD CONSTRAINT lever_positions_close_reason_check
  CHECK (close_reason IN ('manual', 'take_profit', 'stop_loss', 'liquidation', 'batch', 'trader'));
-- a trader's position is copied once per follow
CREATE UNIQUE INDEX lever_positions_copies ON lever_positions (copy_of, follow_id)
  WHERE copy_of IS NOT NULL;
CREATE INDEX lever_positions_follow ON lever_positions (follow_id, closed_at)
  WHERE follow_id IS NOT NULL;

-- A trader's position opened or closed, written in the transaction that moved it; the copy job
-- claims each once (FOR UPDATE SKIP LOCKED), a position's events in order, and marks it done.
CREATE TABLE follow_events (
  id bigserial PRIMARY KEY,
  position_id bigint NOT NULL REFERENCES lever_positions (id),
  kind text NOT NULL CHECK (kind IN ('open', 'close')),
  at timestamptz NOT NULL,
  done_at timestamptz,
  UNIQUE (position_id, kind)
);
CREATE INDEX follow_events_waiting ON follow_events (id) WHERE done_at IS NULL;

-- Why a follow did not copy a trader's position: shown to the follower, once per position.
CREATE TABLE follow_skips (
  id bigserial PRIMARY KEY,
  follow_id bigint NOT NULL REFERENCES follows (id),
  position_id bigint NOT NULL REFERENCES lever_positions (id),
  reason text NOT NULL CHECK (reason IN ('funds', 'cap', 'size', 'stops', 'closed')),
  created_at timestamptz NOT NULL,
  UNIQUE (follow_id, position_id)
);

-- The weekly profit share of one follower and one trader: the high-water mark over the
-- follower's cumulative realised profit on that trader's copies, and the weeks settled so far.
CREATE TABLE follow_pairs (
  follower_id bigint NOT NULL REFERENCES users (id),
  trader_id bigint NOT NULL REFERENCES users (id),
  cumulative numeric NOT NULL DEFAULT 0,
  high_water numeric NOT NULL DEFAULT 0,
  -- due but not yet paid (the follower's lever account could not cover it): due next week first
  owed numeric NOT NULL DEFAULT 0 CHECK (owed >= 0),
  -- the start of the first business week not settled yet
  settled_until date NOT NULL,
  PRIMARY KEY (follower_id, trader_id)
);

CREATE TABLE follow_statements (
  id bigserial PRIMARY KEY,
  follower_id bigint NOT NULL,
  trader_id bigint NOT NULL,
  week_start date NOT NULL,
  -- the week's realised profit of the copies closed in it, after their fees
  realised numeric NOT NULL,
  cumulative numeric NOT NULL,
  high_water_before numeric NOT NULL,
  high_water_after numeric NOT NULL,
  share_ratio numeric NOT NULL,
  -- ratio x (cumulative - high_water_before) when positive, plus what an earlier week still owed
  due numeric NOT NULL CHECK (due >= 0),
  paid numeric NOT NULL CHECK (paid >= 0 AND paid <= due),
  created_at timestamptz NOT NULL,
  UNIQUE (follower_id, trader_id, week_start),
  FOREIGN KEY (follower_id, trader_id) REFERENCES follow_pairs (follower_id, trader_id)
);
CREATE INDEX follow_statements_trader ON follow_statements (trader_id, week_start);
