-- Internal messages (SPEC §3 "Internal message: list and detail"; /mailMessage/*): what the
-- operator sends a user (POST /ops/message). Content is sanitised HTML, stored as it will be shown.

CREATE TABLE mail_messages (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX mail_messages_user_idx ON mail_messages (user_id, id);
