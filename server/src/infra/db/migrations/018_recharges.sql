-- Deposits (issue 12 item 4; SPEC §3 Recharge, §4 recharge status; WIRE.md wallet/charge_req,
-- recharge/log). A request is a promise by the user that money was sent, with a voucher to show
-- it: nothing is credited until the operator (or, with DEMO=1, the demo approver) approves it,
-- and the approval credits the asset account in the same transaction that marks it approved.

CREATE TABLE recharges (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  -- the asset currency credited (1 BTC, 2 ETH, 3 USDT, 5 USDC)
  currency_id integer NOT NULL,
  -- 1 virtual currency, 2 bank card, 3 third party (WIRE.md charge_req type)
  type smallint NOT NULL CHECK (type IN (1, 2, 3)),
  -- type 1: the network (TRC20, ERC20, BTC); types 2 and 3: BANK (paid off-chain)
  network text NOT NULL,
  -- type 1: the platform's deposit address in force when the request was made
  deposit_address text NOT NULL DEFAULT '',
  -- the address the user says they sent from, when given
  address text NOT NULL DEFAULT '',
  amount numeric NOT NULL CHECK (amount > 0),
  -- the voucher's upload reference (one of the user's own uploads)
  voucher text NOT NULL,
  -- 1 pending, 2 approved, 3 rejected (WIRE.md pinned)
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  -- the operator's bonus, credited as its own account record on approval
  bonus numeric NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  -- the reason of a rejection, shown to the user
  remark text,
  -- approved by the DEMO scheduler rather than by a person: the screen says so
  demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CONSTRAINT recharges_rejected_reason CHECK (status <> 3 OR remark IS NOT NULL)
);
CREATE INDEX recharges_user_idx ON recharges (user_id, id);
CREATE INDEX recharges_queue_idx ON recharges (created_at) WHERE status = 1;
