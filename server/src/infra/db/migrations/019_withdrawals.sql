-- Withdrawals (issue 12 item 5): a request freezes number + fee in the asset account (legal) and
-- waits for the operator; approval pays both out of the frozen part, rejection returns them.
-- `number` is what arrives at the address, `fee` the network's fee at request time, charged on top.
-- The address is copied: the book entry may be deleted or relabelled later.

CREATE TABLE withdrawals (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL,
  network text NOT NULL,
  address text NOT NULL,
  -- the address-book entry it was sent to (no reference: the entry may be deleted later)
  address_id bigint NOT NULL,
  number numeric NOT NULL CHECK (number > 0),
  fee numeric NOT NULL CHECK (fee >= 0),
  -- 1 pending, 2 done (paid out), 3 rejected
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  -- the operator's reason, shown to the user
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CONSTRAINT withdrawals_decided CHECK ((status = 1) = (decided_at IS NULL))
);

CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, id);
CREATE INDEX withdrawals_pending_idx ON withdrawals (id) WHERE status = 1;

-- The operator's lift of the 24 h withdrawal locks (POST /ops/withdraw-lock/lift): a security
-- change or an address added at or before this time no longer holds withdrawals back; a later
-- one starts a new lock. The times the locks count from stay as they were.
ALTER TABLE users ADD COLUMN withdraw_lock_lifted_at timestamptz;
