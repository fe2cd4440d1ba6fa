-- Accounts, sessions, verification codes, captchas, settings, uploads and the operator audit.
-- Plain PostgreSQL: the same file runs on PGlite and on a PostgreSQL server.
-- Timestamps are written by the application from its clock, so tests can move time.

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  -- lowercase e-mail, or '+<area code><national digits>' for phones: what makes an account unique
  account_key text NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('mobile', 'email')),
  -- as entered: the e-mail, or the national number
  account text NOT NULL,
  area_code text,
  nickname text NOT NULL,
  head_portrait text,
  password_hash text NOT NULL,
  pay_password_hash text,
  invite_code text NOT NULL,
  parent_id bigint REFERENCES users (id),
  credit_score integer NOT NULL DEFAULT 100,
  real_name text,
  id_number text,
  review_status smallint NOT NULL DEFAULT 0,
  advanced_review_status smallint NOT NULL DEFAULT 0,
  frozen boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CONSTRAINT users_account_key_key UNIQUE (account_key),
  CONSTRAINT users_invite_code_key UNIQUE (invite_code)
);
CREATE INDEX users_parent_id_idx ON users (parent_id);

CREATE TABLE sessions (
  -- sha256 of the token: a leaked table does not hand out logins
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE verification_codes (
  id bigserial PRIMARY KEY,
  account_key text NOT NULL,
  scene text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- set when the code is consumed or superseded by a newer one
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX verification_codes_lookup_idx ON verification_codes (account_key, scene, created_at);

CREATE TABLE captchas (
  key text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  -- only public settings are readable through /api/getSetting
  public boolean NOT NULL DEFAULT false
);

CREATE TABLE uploads (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  ref text NOT NULL UNIQUE,
  mime text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX uploads_user_id_idx ON uploads (user_id);

CREATE TABLE ops_audit (
  id bigserial PRIMARY KEY,
  action text NOT NULL,
  target text,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);

INSERT INTO settings (key, value, public) VALUES
  ('site_name', 'TradeApp', true),
  ('site_logo', '', true),
  ('site_url', '', true),
  ('tx_rate', '1.00', true),
  ('version', '1.0.0', true),
  ('service_email', 'support@example.com', true),
  ('register_types', 'mobile,email', true),
  ('code_resend_seconds', '60', true)
ON CONFLICT (key) DO NOTHING;
