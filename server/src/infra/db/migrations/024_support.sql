-- Customer service's in-app conversation (issue 25 item 3): one per user, the user's messages
-- (text, a picture, or both) and the operator's answers, in the order written. Text is plain and
-- stored as written (trimmed); it is never read as HTML.

CREATE TABLE support_messages (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  from_operator boolean NOT NULL,
  body text NOT NULL,
  -- the user's upload reference (one of their own uploads); the operator sends text only
  image text,
  created_at timestamptz NOT NULL,
  CONSTRAINT support_messages_not_empty CHECK (body <> '' OR image IS NOT NULL)
);
CREATE INDEX support_messages_user_idx ON support_messages (user_id, id);

-- Where each conversation stands, kept with every message so the operator's list is one ordered
-- read: waiting_since is the user's oldest message since the last answer (null once answered).
CREATE TABLE support_conversations (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  last_message_id bigint NOT NULL REFERENCES support_messages (id),
  last_at timestamptz NOT NULL,
  waiting_since timestamptz
);
CREATE INDEX support_conversations_queue_idx
  ON support_conversations ((waiting_since IS NULL), waiting_since, last_at DESC, user_id);
