-- The house's simulated liquidity on the spot books (issue 26 item 3). The market maker is an
-- account of its own (role 'market_maker'), funded through the ledger from the house account
-- (role 'house'); neither can sign in. Its quotes are labelled simulated wherever a user sees
-- them. One row of settings, which the operator changes (/ops/spot/market-maker): off for a
-- deployment with real market makers.

ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'user'
  CHECK (role IN ('user', 'house', 'market_maker'));
CREATE UNIQUE INDEX users_one_per_house_role ON users (role) WHERE role <> 'user';

CREATE TABLE spot_market_maker (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  enabled boolean NOT NULL DEFAULT true,
  -- from the best bid to the best ask, around the feed's price, in basis points (0.01 %)
  spread_bps integer NOT NULL DEFAULT 20 CHECK (spread_bps > 0 AND spread_bps < 5000),
  -- price levels quoted on each side, and the distance between them
  levels integer NOT NULL DEFAULT 5 CHECK (levels BETWEEN 1 AND 20),
  level_step_bps integer NOT NULL DEFAULT 10 CHECK (level_step_bps > 0 AND level_step_bps < 1000),
  -- the first level's size in the quote currency; each further level holds half as much again
  level_notional numeric NOT NULL DEFAULT 2000 CHECK (level_notional > 0),
  -- a quote stays while its price is this close to where it should be, so a still market does not
  -- churn orders; kept under half the spread, so a kept bid never meets a new ask
  requote_bps integer NOT NULL DEFAULT 5 CHECK (requote_bps >= 0),
  refresh_ms integer NOT NULL DEFAULT 3000 CHECK (refresh_ms >= 500),
  CONSTRAINT spot_market_maker_requote CHECK (requote_bps * 2 < spread_bps)
);
INSERT INTO spot_market_maker (id) VALUES (1);

-- When a node last took a book to quote it: another node leaves the book alone for refresh_ms
-- after that, so two nodes never lay the same ladder twice; a node that died mid-round leaves it
-- to the next round of any node.
ALTER TABLE spot_markets ADD COLUMN mm_quoted_at timestamptz;
