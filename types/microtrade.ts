// Seconds trading (SPEC §3 trade order and seconds option, §7 /microtrade/*; WIRE.md payloads).
// Amounts, prices and rates are decimal strings; times are ISO strings, durations milliseconds.

/** 1 buy up, 2 buy down. */
export type Direction = 1 | 2

/** 1 trading (open position), 2 closing (being settled), 3 closed. */
export type OrderStatus = 1 | 2 | 3

/** -1 loss, 0 draw (settlement price equal to the buy price: the stake comes back), 1 win. */
export type ProfitResult = -1 | 0 | 1

/** A time option (microtrade/seconds). */
export interface SecondsOption {
  id: number
  seconds: number
  /** 1 enabled, 0 not offered now */
  status: 0 | 1
  /** profit on the stake if right, in percent: '20' pays stake + 20 % of it */
  profit_ratio: string
  /** smallest stake (WIRE name); there is no upper bound ("min to infinity") */
  min_num: string
  /** the same, under the spec's name */
  min_amount: string
  /** fee as a fraction of the stake, charged when the order is placed: '0.001' = 0.1 % */
  fee_rate: string
}

/** microtrade/payable_currencies: what a stake can be paid in, with what is available. */
export interface PayableCurrency {
  /** currency id */
  id: number
  name: string
  /** available in the seconds-trading account */
  balance: string
}

export interface MicroOrder {
  id: number
  match_id: number
  /** the stake's currency */
  currency_id: number
  currency_name: string
  /** e.g. BTC/USDT */
  symbol_name: string
  type: Direction
  seconds: number
  /** the stake */
  number: string
  /** buy price: the feed's price when the order was placed */
  open_price: string
  /** settlement price: the recorded price at buy time + seconds; null until settled */
  end_price: string | null
  fee: string
  /** percent, as the option said when the order was placed */
  profit_ratio: string
  /** what the order earned: + stake x ratio, - stake, or 0 for a draw; null until settled */
  fact_profits: string | null
  status: OrderStatus
  profit_result: ProfitResult | null
  created_at: string
  /** when it settles (buy time + seconds) */
  settle_at: string
  /** when settlement took place; null until then */
  complete_at: string | null
  /** time left until settle_at when the answer was made (0 once due) */
  remain_milli_seconds: number
}

/** socket closed_microorder, sent to the owner's room when an order settles */
export interface ClosedMicroOrderEvent {
  to: number
  data: MicroOrder
}

/** user/getBalance?currency=<id>: one currency of the seconds-trading account (added with the server). */
export interface UserBalance {
  currency_id: number
  /** currency code, e.g. USDT */
  name: string
  /** available, a decimal string */
  balance: string
}
