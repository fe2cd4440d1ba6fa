// Why the engine turns an order away. Each code is named as a server message key would be, so the
// routes can hand it to AppError and each language can word it; `vars` fills the message's
// placeholders. A refusal changes nothing: no book, no balance.

export type SpotRefusalCode =
  /** the amount is not a decimal greater than zero (and below 10^15) */
  | 'spot_amount_invalid'
  /** a limit order without a price greater than zero (and below 10^15) */
  | 'spot_price_invalid'
  /** the price is not a whole number of ticks: {{tick}} */
  | 'spot_price_tick'
  /** the amount is not a whole number of steps: {{step}} */
  | 'spot_amount_step'
  /** amount x price (the last price for a market order) is below {{min}} quote */
  | 'spot_min_notional'
  /** a POST_ONLY order whose price reaches the other side of the book */
  | 'spot_post_only_would_take'
  /** a time in force other than GTC, IOC and POST_ONLY */
  | 'spot_tif_invalid'
  /** POST_ONLY asked of a market order, which can only take */
  | 'spot_market_post_only'
  /** a market order while the other side of the book is empty */
  | 'spot_market_book_empty'
  /** a market order before the symbol has a last price to measure its band from */
  | 'spot_market_no_price'
  /** a market order while nothing on the other side is within {{percent}} % of the last price */
  | 'spot_market_outside_band'

export interface SpotRefusal {
  ok: false
  code: SpotRefusalCode
  vars?: Record<string, string>
}

export const refuse = (code: SpotRefusalCode, vars?: Record<string, string>): SpotRefusal =>
  vars ? { ok: false, code, vars } : { ok: false, code }
