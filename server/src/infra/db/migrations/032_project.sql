-- Token projects (issue 29; WIRE "Pinned for the catalogue areas", Projects). A commitment holds
-- USDT in the frozen part of the user's asset (`legal`) account until the window ends; then the
-- allocation (common/projectRules.ts) charges each commitment once, credits the project's token as
-- its own currency (currency_id) in the asset account and releases the rest.

CREATE TABLE projects (
  id bigserial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  -- the token's code, shown beside amounts like any coin's
  symbol text NOT NULL UNIQUE CHECK (symbol ~ '^[A-Z][A-Z0-9]{1,9}$'),
  -- the token's currency id in balances and records: a range of its own above every listed coin
  currency_id integer GENERATED ALWAYS AS (100000 + id) STORED UNIQUE,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  -- USDT per token
  price numeric NOT NULL CHECK (price > 0),
  -- tokens for sale, and at most per user
  for_sale numeric NOT NULL CHECK (for_sale > 0),
  per_user_cap numeric NOT NULL CHECK (per_user_cap > 0 AND per_user_cap <= for_sale),
  -- USDT one user may commit at most (more than the cap costs: the allocation is pro rata)
  max_commit numeric NOT NULL CHECK (max_commit > 0),
  -- decimals of a token amount
  places smallint NOT NULL CHECK (places BETWEEN 0 AND 8),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL CHECK (end_at > start_at),
  -- 1 taking commitments inside the window, 0 paused by the operator (the window then reads 0);
  -- commitments already made are allocated at the end either way
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  -- USDT committed by everyone so far, and how many committed
  committed numeric NOT NULL DEFAULT 0 CHECK (committed >= 0),
  subscribers integer NOT NULL DEFAULT 0 CHECK (subscribers >= 0),
  -- written once, by the allocation
  allocated_at timestamptz,
  sold numeric CHECK (sold >= 0 AND sold <= for_sale),
  created_at timestamptz NOT NULL,
  CHECK ((allocated_at IS NULL) = (sold IS NULL))
);
CREATE INDEX projects_due ON projects (end_at) WHERE allocated_at IS NULL;

-- One row per user and project: a second commitment adds to the first.
CREATE TABLE project_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  project_id bigint NOT NULL REFERENCES projects (id),
  amount numeric NOT NULL CHECK (amount > 0),
  -- 1 committed, 2 allocated
  status smallint NOT NULL CHECK (status IN (1, 2)),
  tokens numeric CHECK (tokens >= 0),
  charged numeric CHECK (charged >= 0),
  released numeric CHECK (released >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  allocated_at timestamptz,
  UNIQUE (project_id, user_id),
  CHECK ((status = 2) = (allocated_at IS NOT NULL AND tokens IS NOT NULL AND charged IS NOT NULL
    AND released IS NOT NULL)),
  CHECK (status = 1 OR charged + released = amount)
);
CREATE INDEX project_orders_user ON project_orders (user_id, id);
