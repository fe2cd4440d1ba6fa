-- The banks the card form offers (POST /bank/bankList), listed by the operator (/ops/bank). Empty
-- on a new installation: a list nobody checked would tell users a bank is supported when nothing
-- says so; the form takes any bank typed in.

CREATE TABLE banks (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  swift text NOT NULL,
  country text NOT NULL,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (name, country)
);
