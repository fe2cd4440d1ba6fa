-- The authenticator (TOTP, RFC 6238) second factor (issue 32 item 1).
-- totp_secret: the bound key (base32); totp_pending: a key shown for binding, not yet proven, and
-- when it was made; totp_last_step: the latest 30 s step a code was accepted for, so no code is
-- taken twice (RFC 6238 §5.2).
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_bound_at timestamptz;
ALTER TABLE users ADD COLUMN totp_pending text;
ALTER TABLE users ADD COLUMN totp_pending_at timestamptz;
ALTER TABLE users ADD COLUMN totp_last_step bigint;

-- Shown once at binding; each one stands in for a code once. Only their hashes are kept.
CREATE TABLE totp_recovery_codes (
  user_id bigint NOT NULL REFERENCES users (id),
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
