-- The watchlist ("optional"): one row per user and match. Match and currency ids refer to the
-- market catalogue (server/src/market/catalogue.ts), which lives in code, not in a table.

CREATE TABLE watchlist (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  match_id integer NOT NULL,
  currency_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT watchlist_user_match_key UNIQUE (user_id, match_id)
);
