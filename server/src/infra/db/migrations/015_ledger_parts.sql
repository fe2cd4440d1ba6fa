-- Every account has an available and a frozen part (issue 12, WIRE.md "lock_<acct>_balance"):
-- money on its way out (a withdrawal under review, a locked lock-mining order) is frozen, still
-- the user's, and no longer spendable. `balance` stays the available part. Each account record
-- changes one part, so the records of a part sum to that part.

ALTER TABLE balances ADD COLUMN frozen numeric NOT NULL DEFAULT 0 CHECK (frozen >= 0);

ALTER TABLE account_records
  ADD COLUMN part text NOT NULL DEFAULT 'available' CHECK (part IN ('available', 'frozen'));
