-- Idempotency keys of money-moving requests (DESIGN §5). A key belongs to one owner (a user, or
-- the operator) and is written in the same transaction as the money it moved, so a replay finds
-- the first answer and two requests racing with one key cannot both act.

CREATE TABLE idempotency_keys (
  -- 'user:<id>' or 'ops'
  owner text NOT NULL,
  key text NOT NULL,
  -- sha256 of the call and its payload: the same key with another payload is refused
  request_hash text NOT NULL,
  -- the first answer's payload; set before the transaction that claimed the key commits
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (owner, key)
);
