// Exchange between coins (issue 12 item 6): the terms the server quotes and the app states. The
// server computes every quote (server/src/exchange/quote.ts); the app only shows what it answered.

/** What the exchange keeps, in percent of what would arrive: stated on every quote. */
export const EXCHANGE_FEE_PERCENT = '0.2'

/**
 * How long a quote holds its prices. Long enough to read it and confirm; short enough that the
 * simulated market cannot move far from it. After that the app asks for a new quote, and says so.
 */
export const QUOTE_LOCK_SECONDS = 30
