-- Account safety (issue 32): what the sessions list shows of each session, and the user's
-- anti-phishing code.
-- A public id names a session in /safe/sessions; the token hash never leaves the server.
ALTER TABLE sessions ADD COLUMN id bigserial;
CREATE UNIQUE INDEX sessions_id_key ON sessions (id);
-- Taro's build target the app signed in from ('other' when unknown) and its device, as sent.
ALTER TABLE sessions ADD COLUMN platform text NOT NULL DEFAULT 'other';
ALTER TABLE sessions ADD COLUMN device text NOT NULL DEFAULT '';
-- The latest request's address and time; the time is moved at most every few minutes.
ALTER TABLE sessions ADD COLUMN ip text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
UPDATE sessions SET last_seen_at = created_at;
ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL;

ALTER TABLE users ADD COLUMN anti_phishing text;
