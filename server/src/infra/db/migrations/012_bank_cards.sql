-- The one personal bank card (SPEC §3): one row per user, changed in place.

CREATE TABLE bank_cards (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  bank_name text NOT NULL,
  card_number text NOT NULL,
  card_holder text NOT NULL,
  phone_number text NOT NULL,
  bank_country text NOT NULL,
  aba_code text NOT NULL,
  swift text NOT NULL,
  postal_code text NOT NULL,
  account_address text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
