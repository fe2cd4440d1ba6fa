// Exchange between coins (SPEC §7 /user/getTransferList, getTransferFee, Transfer; WIRE.md names,
// "Pinned / Money"): a quote from the live prices, locked for QUOTE_LOCK_SECONDS under a quote id,
// and a conversion in the asset account (legal) that honours one quote once.
import { Type } from 'typebox'
import { call, Decimal, DecimalOut, Fields, Id, Text } from './common'

export const TransferList = Type.Object({
  transfer: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'currency id' }),
      name: Type.String({ description: 'currency code' }),
    }),
    { description: 'the coins that can be exchanged, either way' },
  ),
  wallet: Type.Array(
    Type.Object({
      currency: Type.Integer(),
      change_balance: DecimalOut('available in the asset account (WIRE name)'),
    }),
  ),
})

export const TransferQuote = Type.Object({
  form_price: DecimalOut('one unit of the source coin in USDT (sic, WIRE name)'),
  to_price: DecimalOut('one unit of the target coin in USDT'),
  fee: DecimalOut("percent of what would arrive, kept as the fee: '0.2' = 0.2 %"),
  quote_id: Type.String({ description: 'confirm with it before expires_at' }),
  expires_at: Type.Integer({ description: 'ms: the quote is refused from then on' }),
  lock_seconds: Type.Integer({ description: 'how long a quote holds (the app counts this down)' }),
  number: DecimalOut('what leaves the source coin'),
  receive: DecimalOut('what arrives in the target coin, after the fee, rounded down'),
})

export const TransferDone = Type.Object({
  quote_id: Type.String(),
  from_currency: Type.Integer(),
  to_currency: Type.Integer(),
  number: DecimalOut('what left the source coin'),
  receive: DecimalOut('what arrived in the target coin'),
  from_balance: DecimalOut('available of the source coin afterwards'),
  to_balance: DecimalOut('available of the target coin afterwards'),
})

const Pair = {
  from_currency_id: Id('coin to exchange: 1 BTC, 2 ETH, 3 USDT, 5 USDC'),
  to_currency_id: Id('coin to receive'),
  number: Decimal("amount of the source coin, at most that coin's decimals"),
}

const PAIR_ERRORS = {
  number: 'amount_invalid',
  from_currency_id: 'currency_not_found',
  to_currency_id: 'currency_not_found',
} as const

export const exchange = {
  transferList: call({
    method: 'POST',
    path: '/user/getTransferList',
    summary: 'The coins that can be exchanged, and what of each is available in the asset account',
    auth: true,
    body: Fields({}),
    response: TransferList,
  }),

  transferFee: call({
    method: 'POST',
    path: '/user/getTransferFee',
    summary: 'A quote: prices, fee and what arrives, locked for a few seconds under a quote id',
    auth: true,
    body: Fields(Pair),
    response: TransferQuote,
    errors: PAIR_ERRORS,
  }),

  transfer: call({
    method: 'POST',
    path: '/user/Transfer',
    summary: 'Exchange at a quote: once per quote, before it expires; honours Idempotency-Key',
    auth: true,
    idempotent: true,
    body: Fields({
      ...Pair,
      quote_id: Text({ maxLength: 64, description: 'from /user/getTransferFee' }),
    }),
    response: TransferDone,
    errors: { ...PAIR_ERRORS, quote_id: 'exchange_quote_invalid' },
  }),
}
