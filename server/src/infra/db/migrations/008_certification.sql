-- Certification (SPEC §3, §4): every submission of a level is a row, so the operator's queue, the
-- user's state and the history of reviews read from one place. users.review_status,
-- advanced_review_status, real_name and id_number stay the summary /user/info reads; the
-- certification code writes them in the same transaction as the row that decides them.

CREATE TABLE certifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  level text NOT NULL CHECK (level IN ('primary', 'advanced')),
  -- 1 reviewing, 2 certified, 3 rejected (WIRE.md review_status; 0 is "no row")
  status smallint NOT NULL CHECK (status IN (1, 2, 3)),
  -- primary: 0 ID card, 1 passport, 2 driver licence; the name and number as checked
  id_type smallint CHECK (id_type IN (0, 1, 2)),
  name text,
  card_id text,
  -- advanced: upload references of the document's front and back and the holding photo
  front_pic text,
  reverse_pic text,
  hand_pic text,
  -- the operator's reason for a rejection, shown to the user
  remark text,
  -- approved by the DEMO scheduler rather than by a person: the screen says so
  demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CONSTRAINT certifications_primary_fields CHECK (
    level <> 'primary' OR (id_type IS NOT NULL AND name IS NOT NULL AND card_id IS NOT NULL)),
  CONSTRAINT certifications_advanced_fields CHECK (
    level <> 'advanced' OR (front_pic IS NOT NULL AND reverse_pic IS NOT NULL AND hand_pic IS NOT NULL)),
  CONSTRAINT certifications_rejected_reason CHECK (status <> 3 OR remark IS NOT NULL)
);
-- At most one submission of a level under review, and one certified, per user: a second
-- submission sent at the same moment fails here instead of queueing twice.
CREATE UNIQUE INDEX certifications_one_reviewing ON certifications (user_id, level) WHERE status = 1;
CREATE UNIQUE INDEX certifications_one_certified ON certifications (user_id, level) WHERE status = 2;
CREATE INDEX certifications_user_idx ON certifications (user_id, level, id);
CREATE INDEX certifications_queue_idx ON certifications (created_at) WHERE status = 1;
