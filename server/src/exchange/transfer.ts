// Converting one coin into another at a quote (POST /user/Transfer). The quote decides what
// arrives; the conversion only checks it is this user's, for this exchange, unused and unexpired,
// and then moves the money in the asset account (legal) with the quote marked used, all in one
// transaction: a quote converts once, and an expired one is refused, never priced again silently.
import type { PayloadOf } from '@wire/catalogue'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { dec, formatAmount } from '../infra/money/decimal'
import { applyChange, lockParts, type BalanceChange, type Wallet } from '../infra/money/ledger'
import { requireNotFrozen } from '../identity/public'
import { requirePair, type QuoteRequest } from './quote'

export type TransferDone = PayloadOf<'transfer'>

/** Exchange uses the asset account (WIRE.md "Pinned / Money"). */
const EXCHANGE_WALLET: Wallet = 'legal'

interface QuoteRow {
  user_id: number
  from_currency_id: number
  to_currency_id: number
  number: string
  receive: string
  expires_at: Date
  used_at: Date | null
}

/** Exchanges at quote `quoteId` for `req.userId`; `q` must be a transaction. */
export async function exchangeAtQuote(
  q: Queryable,
  clock: Clock,
  req: QuoteRequest & { quoteId: string },
): Promise<TransferDone> {
  const { from, to, number } = requirePair(req)
  await requireNotFrozen(q, req.userId)
  // Locked until the transaction ends: a second confirmation of this quote waits, then finds it used.
  const [quote] = await q.query<QuoteRow>(
    `SELECT user_id, from_currency_id, to_currency_id, number, receive, expires_at, used_at
       FROM exchange_quotes WHERE id = $1 FOR UPDATE`,
    [req.quoteId],
  )
  // another user's quote answers as a missing one: it is none of this user's business
  const matches =
    quote !== undefined &&
    Number(quote.user_id) === req.userId &&
    quote.from_currency_id === from.id &&
    quote.to_currency_id === to.id &&
    dec(quote.number).equals(number)
  if (!matches) throw new AppError('exchange_quote_invalid')
  if (quote.used_at !== null) throw new AppError('exchange_quote_used')
  if (clock.now().getTime() >= quote.expires_at.getTime()) {
    throw new AppError('exchange_quote_expired')
  }

  const receive = dec(quote.receive)
  const info = `Exchange of ${number.toFixed()} ${from.code} into ${receive.toFixed()} ${to.code}`
  const account = (currencyId: number) => ({
    userId: req.userId,
    currencyId,
    wallet: EXCHANGE_WALLET,
  })
  const out: BalanceChange = {
    ...account(from.id),
    change: number.negated(),
    type: 'exchange_out',
    info,
  }
  const into: BalanceChange = { ...account(to.id), change: receive, type: 'exchange_in', info }
  // Both balance rows are locked in currency order whatever the direction, so two exchanges of
  // one user in opposite directions cannot deadlock; then what leaves is written before what arrives.
  for (const id of [from.id, to.id].sort((x, y) => x - y)) await lockParts(q, account(id))
  const fromApplied = await applyChange(q, clock, out)
  const toApplied = await applyChange(q, clock, into)
  await q.query('UPDATE exchange_quotes SET used_at = $2 WHERE id = $1', [req.quoteId, clock.now()])
  return {
    quote_id: req.quoteId,
    from_currency: from.id,
    to_currency: to.id,
    number: formatAmount(number),
    receive: formatAmount(receive),
    from_balance: formatAmount(fromApplied.after),
    to_balance: formatAmount(toApplied.after),
  }
}
