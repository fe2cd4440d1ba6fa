-- Exchange quotes (issue 12 item 6): the prices a user was shown, held for a few seconds under an
-- id. Kept in the database, not in a node's memory, so whichever node takes the confirmation
-- honours the quote, and marking it used in the transaction that moves the money makes one quote
-- convert once.

CREATE TABLE exchange_quotes (
  -- random, so a quote id says nothing about anyone else's quotes
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  from_currency_id integer NOT NULL,
  to_currency_id integer NOT NULL CHECK (to_currency_id <> from_currency_id),
  number numeric NOT NULL CHECK (number > 0),
  from_price numeric NOT NULL CHECK (from_price > 0),
  to_price numeric NOT NULL CHECK (to_price > 0),
  -- percent of what would arrive
  fee_percent numeric NOT NULL CHECK (fee_percent >= 0 AND fee_percent < 100),
  receive numeric NOT NULL CHECK (receive > 0),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- set by the conversion that used it; a used quote is never honoured again, and is kept as the
  -- record of the prices the user exchanged at (unused ones are deleted an hour after expiry)
  used_at timestamptz
);
CREATE INDEX exchange_quotes_user_idx ON exchange_quotes (user_id, created_at);

-- The account records pages (/account/list and the two lists beside it) read one user's records
-- newest first; without this each page sorts all of that user's records.
CREATE INDEX account_records_user_idx ON account_records (user_id, id);
