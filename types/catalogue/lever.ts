// Leveraged trading with isolated margin (issue 27; WIRE "Pinned for the catalogue areas",
// Leverage). Positions hold their margin on the `lever` account in the quote currency; the mark is
// the feed's price. The arithmetic is common/leverRules.ts, shared with the app.
import { Type, type Static } from 'typebox'
import { call, Decimal, DecimalOut, Fields, Id, Nullable, OneOf, Paged, Paging } from './common'

const Side = Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 long, 2 short' })

export const LEVER_CLOSE_REASONS = [
  'manual',
  'take_profit',
  'stop_loss',
  'liquidation',
  'batch',
  // a copy closed because the trader closed the position it copies (copy-trading)
  'trader',
] as const
export type LeverCloseReason = (typeof LEVER_CLOSE_REASONS)[number]

export const LeverDeal = Type.Object({
  match_id: Type.Integer(),
  symbol: Type.String(),
  currency_id: Type.Integer({ description: 'base currency' }),
  legal_id: Type.Integer({ description: 'quote currency: margin, fees and profit are in it' }),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description: '1 open for new positions, 0 switched off (open positions stay closable)',
  }),
  multiple: Type.Array(Type.Integer(), { description: 'the multiples allowed, ascending' }),
  last_price: DecimalOut('the mark: the feed price now'),
  user_lever: DecimalOut('lever account, quote currency, available; "0.00" when logged out'),
  lever_share_num: DecimalOut('base units per share'),
  spread: DecimalOut('% between the mark and the open or close price, against the user'),
  trade_fee: DecimalOut('% of number x price, charged at open'),
  overnight: DecimalOut('% of number x mark, charged once a business day'),
  mmr: DecimalOut("maintenance margin rate, a fraction ('0.004' = 0.4 %)"),
  price_precision: Type.Integer(),
  simulated: Type.Boolean({ description: 'the mark is the simulated feed' }),
})
export type LeverDeal = Static<typeof LeverDeal>

export const LeverPosition = Type.Object({
  id: Type.Integer(),
  match_id: Type.Integer(),
  symbol: Type.String(),
  currency_id: Type.Integer(),
  legal_id: Type.Integer(),
  type: Side,
  share: Type.Integer(),
  number: DecimalOut('base units'),
  multiple: Type.Integer(),
  target_price: Nullable(DecimalOut('a limit order: the price it opens at or better')),
  origin_price: Nullable(DecimalOut('the mark when it opened')),
  price: Nullable(DecimalOut('the price it opened at, after the spread')),
  update_price: DecimalOut('the mark now (or when it closed)'),
  origin_caution_money: DecimalOut('margin at open'),
  caution_money: DecimalOut('margin now: at open less overnight fees'),
  frozen: DecimalOut('held on the lever account for it now'),
  trade_fee: DecimalOut('opening fee'),
  overnight: DecimalOut('overnight fees charged so far'),
  overnight_next: DecimalOut("the next day's overnight fee at the mark now"),
  target_profit_price: Nullable(DecimalOut()),
  stop_loss_price: Nullable(DecimalOut()),
  liquidation_price: Nullable(DecimalOut("'0' when it cannot be liquidated")),
  profits: DecimalOut('unrealised: what closing at the mark now would make, after the spread'),
  margin_ratio: DecimalOut('%: maintenance margin over margin plus profit; 100 liquidates'),
  close_price: Nullable(DecimalOut()),
  fact_profits: Nullable(DecimalOut('realised; a loss is the margin at most')),
  status: Type.Union(
    [Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)],
    {
      description: '0 pending limit, 1 open, 2 closing, 3 closed, 4 cancelled',
    },
  ),
  close_reason: Nullable(
    Type.Union([
      Type.Literal('manual'),
      Type.Literal('take_profit'),
      Type.Literal('stop_loss'),
      Type.Literal('liquidation'),
      Type.Literal('batch'),
      Type.Literal('trader'),
    ]),
  ),
  copy_of: Nullable(Type.Integer({ description: "a copy: the trader's position it copies" })),
  create_time: Type.String({ description: 'ISO time' }),
  open_time: Nullable(Type.String()),
  close_time: Nullable(Type.String()),
})
export type LeverPosition = Static<typeof LeverPosition>

/** socket `lever_position`, to the owner when a position opens, closes or is cancelled. */
export interface LeverPositionEvent {
  to: number
  data: LeverPosition
}

export const LeverBook = Type.Object({
  balance: DecimalOut('lever account available'),
  hazard_rate: Nullable(
    DecimalOut('% (balance + margins + unrealised) / margins x 100; null without positions'),
  ),
  caution_money_total: DecimalOut(),
  origin_caution_money_total: DecimalOut(),
  profits_total: DecimalOut(),
  order: Paged(LeverPosition),
})
export type LeverBook = Static<typeof LeverBook>

export const LeverClosed = Type.Object({
  closed: Type.Array(LeverPosition, { description: 'what this call closed' }),
})
export type LeverClosed = Static<typeof LeverClosed>

const Stops = {
  target_profit_price: Type.Optional(Decimal("take-profit; '0' or absent for none")),
  stop_loss_price: Type.Optional(Decimal("stop-loss; '0' or absent for none")),
}
const stopErrors = {
  target_profit_price: 'lever_take_profit_invalid',
  stop_loss_price: 'lever_stop_loss_invalid',
} as const

export const lever = {
  leverDeal: call({
    method: 'POST',
    path: '/lever/deal',
    summary: "A symbol's leverage terms and the user's lever balance",
    auth: false,
    body: Fields({ currency_id: Id('base currency'), legal_id: Id('quote currency') }),
    response: LeverDeal,
    errors: { currency_id: 'symbol_not_found', legal_id: 'symbol_not_found' },
  }),

  leverSubmit: call({
    method: 'POST',
    path: '/lever/submit',
    summary: 'Open a position at the market, or place a limit that opens when the mark reaches it',
    auth: true,
    product: 'lever',
    idempotent: true,
    body: Fields({
      currency_id: Id('base currency'),
      legal_id: Id('quote currency'),
      type: OneOf(['1', '2'], '1 long, 2 short'),
      share: Id('whole shares, 1 or more'),
      multiple: Id('one of the allowed multiples'),
      status: OneOf(['0', '1'], '0 limit, 1 market'),
      target_price: Type.Optional(Decimal('limit price')),
      ...Stops,
    }),
    response: LeverPosition,
    errors: {
      currency_id: 'symbol_not_found',
      legal_id: 'symbol_not_found',
      type: 'lever_side_invalid',
      share: 'lever_share_invalid',
      multiple: 'lever_multiple_invalid',
      status: 'lever_kind_invalid',
      target_price: 'lever_price_invalid',
      ...stopErrors,
    },
  }),

  leverBook: call({
    method: 'POST',
    path: '/lever/dealall',
    summary: "The user's open and pending positions with the account's totals",
    auth: true,
    body: Fields({
      currency_id: Type.Optional(Id()),
      legal_id: Type.Optional(Id()),
      ...Paging(20, 100),
    }),
    response: LeverBook,
  }),

  leverList: call({
    method: 'POST',
    path: '/lever/my_trade',
    summary: "The user's positions, newest first",
    auth: true,
    body: Fields({
      currency_id: Type.Optional(Id()),
      legal_id: Type.Optional(Id()),
      status: Type.Optional(
        OneOf(
          ['0', '1', '3', '4', 'history'],
          '0 pending, 1 open, 3 closed, 4 cancelled, history 3+4',
        ),
      ),
      ...Paging(20, 100),
    }),
    response: Paged(LeverPosition),
  }),

  leverClose: call({
    method: 'POST',
    path: '/lever/close',
    summary: 'Close an open position at the mark (after the spread), or cancel a pending limit',
    auth: true,
    idempotent: true,
    body: Fields({ id: Id('position id') }),
    response: LeverPosition,
    errors: { id: 'lever_position_not_found' },
  }),

  leverSetStop: call({
    method: 'POST',
    path: '/lever/setstop',
    summary: "Set or clear a position's take-profit and stop-loss",
    auth: true,
    idempotent: true,
    body: Fields({ id: Id('position id'), ...Stops }),
    response: LeverPosition,
    errors: { id: 'lever_position_not_found', ...stopErrors },
  }),

  leverBatchClose: call({
    method: 'POST',
    path: '/lever/batch_close',
    summary: 'Close every open position, or every long, or every short',
    auth: true,
    idempotent: true,
    body: Fields({ type: OneOf(['0', '1', '2'], '0 all, 1 long, 2 short') }),
    response: LeverClosed,
    errors: { type: 'lever_side_invalid' },
  }),
}

// ---------------------------------------------------------------------------------------------
// The operator's side (mounted under /ops with the other operator calls)

export const opsLever = {
  opsLeverTerms: call({
    method: 'POST',
    path: '/lever/terms',
    mount: '/ops',
    summary: "Changes a symbol's leverage terms (audited); absent fields stay",
    auth: false,
    operator: true,
    body: Fields({
      match_id: Id(),
      multiples: Type.Optional(
        Type.String({
          pattern: '^[0-9]{1,3}(,[0-9]{1,3}){0,11}$',
          maxLength: 47,
          description: 'e.g. 2,5,10',
        }),
      ),
      share_num: Type.Optional(Decimal('base units per share')),
      spread: Type.Optional(Decimal('%')),
      trade_fee: Type.Optional(Decimal('%')),
      overnight: Type.Optional(Decimal('% a day')),
      mmr: Type.Optional(Decimal('a fraction below 1')),
      status: Type.Optional(OneOf(['0', '1'], '1 open, 0 off (positions stay closable)')),
    }),
    response: LeverDeal,
  }),
}
