// A user's deposit requests (POST /wallet/charge_req, GET /recharge/log, /recharge/detail). A
// request only records what the user says they sent and the voucher that shows it: the money
// arrives with the approval (review.ts). Every query carries the session's user id, so another
// user's request is as missing as one never made.
import type { PayloadOf } from '@wire/catalogue'
import { coinPlaces } from '@common/coins'
import { isWalletAddress } from '@common/walletAddress'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { newestOfUser, pagedList, type Paging } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import { money } from '../infra/i18n'
import { currencyById } from '../infra/money/currencies'
import { requireAmount } from '../infra/money/amount'
import { dec, formatAmount, formatPlain } from '../infra/money/decimal'
import type { MarketFeed } from '../market/public'
import { requireNotFrozen } from '../identity/public'
import { requireOwnUpload } from '../upload/public'
import {
  assetCurrency,
  depositAddressOf,
  OFF_CHAIN,
  requireNetwork,
  usdtPrice,
} from '../wallet/public'

export type RechargeView = PayloadOf<'rechargeLog'>['data'][number]
type Page = PayloadOf<'rechargeLog'>

export interface RechargeRecord {
  id: string | number
  user_id: string | number
  currency_id: number
  type: 1 | 2 | 3
  network: string
  deposit_address: string
  address: string
  amount: string
  voucher: string
  status: 1 | 2 | 3
  bonus: string
  remark: string | null
  demo: boolean
  card: boolean
  created_at: Date
  decided_at: Date | null
}

export function viewOf(r: RechargeRecord): RechargeView {
  return {
    id: Number(r.id),
    amount: formatAmount(r.amount),
    currency: r.currency_id,
    currency_name: currencyById(r.currency_id)?.code ?? String(r.currency_id),
    type: r.type,
    sub_type: r.network,
    deposit_address: r.deposit_address,
    address: r.address,
    voucher: r.voucher,
    status: r.status,
    give: formatAmount(r.bonus),
    remark: r.remark,
    demo: r.demo,
    card: r.card,
    created_at: r.created_at.toISOString(),
    decided_at: r.decided_at ? r.decided_at.toISOString() : null,
  }
}

export interface ChargeInput {
  currency: string
  type: '1' | '2' | '3'
  /** the voucher's upload reference */
  voucher: string
  amount: string
  network: string
  address: string
  demo: boolean
}

/** The voucher, once it is known to be one of the user's own uploads. */
async function requireOwnVoucher(q: Queryable, userId: number, ref: string): Promise<string> {
  if (!ref) throw new AppError('voucher_required')
  return requireOwnUpload(q, userId, ref)
}

/** Records a pending request for `userId`; `q` must be a transaction. Credits nothing. */
export async function requestRecharge(
  q: Queryable,
  clock: Clock,
  userId: number,
  input: ChargeInput,
): Promise<RechargeView> {
  const spec = assetCurrency(input.currency)
  const type = Number(input.type) as 1 | 2 | 3
  const network =
    type === 1
      ? await requireNetwork(q, spec.id, input.network, 'deposit')
      : await requireNetwork(q, OFF_CHAIN.currencyId, OFF_CHAIN.network, 'deposit')
  // a network without an address to send to takes no deposits (the screen shows none)
  const to = type === 1 ? depositAddressOf(network, input.demo) : undefined
  if (type === 1 && !to) throw new AppError('network_unavailable')
  if (!input.amount) throw new AppError('recharge_amount_required')
  const amount = requireAmount(input.amount, coinPlaces(spec.id))
  if (amount.lessThan(network.depositMin)) {
    throw new AppError('recharge_min', {
      min: money(formatPlain(network.depositMin)),
      currency: spec.code,
    })
  }
  const address = input.address
  if (address && type === 1 && network.network !== 'BANK') {
    if (!isWalletAddress(network.network, address)) throw new AppError('wallet_address_invalid')
  }
  const voucher = await requireOwnVoucher(q, userId, input.voucher)
  await requireNotFrozen(q, userId)
  const [row] = await q.query<RechargeRecord>(
    `INSERT INTO recharges (user_id, currency_id, type, network, deposit_address, address, amount,
                            voucher, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING *`,
    [
      userId,
      spec.id,
      type,
      network.network,
      to?.address ?? '',
      address,
      amount.toFixed(),
      voucher,
      clock.now(),
    ],
  )
  return viewOf(row)
}

/** The user's requests, newest first. */
export async function listRecharges(q: Queryable, userId: number, paging: Paging): Promise<Page> {
  return pagedList(q, paging, newestOfUser('recharges', userId), viewOf)
}

/** The user's request `id`; recharge_not_found for anyone else's. */
export async function rechargeOf(q: Queryable, userId: number, id: number): Promise<RechargeView> {
  const [row] = await q.query<RechargeRecord>(
    'SELECT * FROM recharges WHERE id = $1 AND user_id = $2',
    [id, userId],
  )
  if (!row) throw new AppError('recharge_not_found')
  return viewOf(row)
}

export type ChargeTotal = PayloadOf<'chargeTotal'>

/** The user's approved deposits per coin (bonuses are the operator's, not deposits), in USDT too. */
export async function chargeTotal(
  q: Queryable,
  feed: MarketFeed,
  userId: number,
): Promise<ChargeTotal> {
  const rows = await q.query<{ currency_id: number; total: string }>(
    `SELECT currency_id, sum(amount) AS total FROM recharges
      WHERE user_id = $1 AND status = 2 GROUP BY currency_id ORDER BY currency_id`,
    [userId],
  )
  let usdt = dec('0')
  const list = rows.map((r) => {
    const code = currencyById(r.currency_id)?.code ?? String(r.currency_id)
    usdt = usdt.plus(dec(r.total).times(usdtPrice(feed, code) ?? '0'))
    return { currency: r.currency_id, currency_name: code, total: formatAmount(r.total) }
  })
  return { usdt_total: usdt.toFixed(2), list }
}
