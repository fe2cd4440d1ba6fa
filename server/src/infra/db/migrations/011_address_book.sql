-- The wallet address book: a user's withdrawal addresses. created_at is when the address (not
-- the label) last changed: withdrawals to an address wait a day after it (the money issue).

CREATE TABLE wallet_addresses (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency integer NOT NULL,
  network text NOT NULL,
  address text NOT NULL,
  -- the address in one spelling (common/walletAddress.ts addressKey): one entry per address
  address_key text NOT NULL,
  name text NOT NULL,
  qrcode text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  CONSTRAINT wallet_addresses_user_address_key UNIQUE (user_id, currency, network, address_key)
);

CREATE INDEX wallet_addresses_user_idx ON wallet_addresses (user_id, id);
