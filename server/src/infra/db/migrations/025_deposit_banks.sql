-- The receiving account bank card and bank transfer deposits in each coin are paid to (issue 25
-- item 3), set by the operator (POST /ops/recharge/bank, audited) and shown to the user with
-- their reference (GET /recharge/bank). Its own table, as the banks (014) and networks (017) are:
-- the settings store holds single public strings, not a checked record per coin.
--
-- Empty on a new installation, as deposit addresses are: an account nobody checked could send a
-- user's money to a stranger. A DEMO server shows a labelled demo account instead (deposit/banks.ts).

CREATE TABLE deposit_banks (
  -- the asset currency the deposit credits (1 BTC, 2 ETH, 3 USDT, 5 USDC)
  currency_id integer PRIMARY KEY,
  bank_name text NOT NULL CHECK (bank_name <> ''),
  holder text NOT NULL CHECK (holder <> ''),
  -- account number or IBAN, as the payer types it
  account text NOT NULL CHECK (account <> ''),
  -- SWIFT / BIC or a branch or routing code; '' when none
  swift text NOT NULL DEFAULT '',
  -- the operator's words to payers, shown as written; '' when none
  note text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL
);
