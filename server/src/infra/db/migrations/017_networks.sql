-- How each coin travels (issue 12): per coin and network, whether deposits and withdrawals are
-- open, the withdrawal fee and limits, and where deposits go. Both money screens are driven by
-- it and every fee is computed from it on the server. The operator changes a row with
-- POST /ops/network (audited).
--
-- deposit_address is empty on a new installation: an address nobody checked could send a user's
-- money to a stranger. A network without one takes no deposits, except on a DEMO server, which
-- shows a labelled demo address instead (wallet/networks.ts).

CREATE TABLE networks (
  currency_id integer NOT NULL,
  -- TRC20, ERC20, BTC as the address book names them; BANK for bank transfer (coin id 6)
  network text NOT NULL,
  deposit_enabled boolean NOT NULL,
  withdraw_enabled boolean NOT NULL,
  deposit_address text NOT NULL DEFAULT '',
  deposit_min numeric NOT NULL CHECK (deposit_min >= 0),
  -- charged on top of what the user asks to arrive, in the same coin
  withdraw_fee numeric NOT NULL CHECK (withdraw_fee >= 0),
  withdraw_min numeric NOT NULL CHECK (withdraw_min > 0),
  withdraw_max numeric NOT NULL CHECK (withdraw_max >= withdraw_min),
  memo_required boolean NOT NULL DEFAULT false,
  -- block confirmations before a deposit is looked at, shown to the user
  confirmations integer NOT NULL CHECK (confirmations >= 0),
  sort integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (currency_id, network)
);

-- Fees and limits of the order public exchanges charge for these networks in 2026; the operator
-- sets their own.
INSERT INTO networks (currency_id, network, deposit_enabled, withdraw_enabled, deposit_min,
                      withdraw_fee, withdraw_min, withdraw_max, confirmations, sort) VALUES
  (3, 'TRC20', true, true, 10, 1, 10, 100000, 20, 1),
  (3, 'ERC20', true, true, 10, 5, 20, 100000, 12, 2),
  (2, 'ERC20', true, true, 0.005, 0.002, 0.01, 100, 12, 3),
  (1, 'BTC', true, true, 0.0005, 0.0002, 0.001, 10, 2, 4),
  (5, 'ERC20', true, true, 10, 5, 20, 100000, 12, 5),
  -- bank transfer: arranged with customer service (SPEC §1), never withdrawn this way
  (6, 'BANK', true, false, 0, 0, 1, 1, 0, 6);
