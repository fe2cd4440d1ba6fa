// Merchants' sell ads: posting one holds the coin it offers (frozen in the merchant's asset
// account), closing it returns what is still offered; the list buyers read, cheapest first, with
// each merchant's record from real orders.
import type { P2pAd } from '@wire/catalogue/p2p'
import type { Paged } from '@wire/envelope'
import { ASSET_COIN_IDS, coinPlaces } from '@common/coins'
import { compare } from '@common/decimal'
import { coinFor, maxFiat } from '@common/p2pRules'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { pagedList, type Paging } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import { money } from '../infra/i18n'
import { requireCertified } from '../certification/public'
import { requireNotFrozen } from '../identity/public'
import { parseAmount, requireAmount } from '../infra/money/amount'
import { currencyById } from '../infra/money/currencies'
import { dec } from '../infra/money/decimal'
import { lockParts, shiftParts } from '../infra/money/ledger'

export interface AdRow {
  id: number
  merchant_id: number
  currency_id: number
  fiat: string
  price: string
  total: string
  remaining: string
  min_fiat: string
  max_fiat: string
  pay_method: 'bank'
  bank_name: string
  card_holder: string
  card_number: string
  status: number
  created_at: Date
  closed_at: Date | null
}

interface MerchantRecord {
  name: string
  done: number
  cancelled: number
}

const plain = (v: string) => dec(v).toFixed()

/** Each merchant's name and finished orders: released, and cancelled by the buyer or the timer. */
async function merchantRecords(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, MerchantRecord>> {
  const rows = await q.query<{ user_id: number; name: string; done: number; cancelled: number }>(
    `SELECT m.user_id, m.name,
            (SELECT count(*)::int FROM p2p_orders o WHERE o.merchant_id = m.user_id AND o.status = 3)
              AS done,
            (SELECT count(*)::int FROM p2p_orders o WHERE o.merchant_id = m.user_id AND o.status = 4)
              AS cancelled
       FROM p2p_merchants m WHERE m.user_id = ANY($1)`,
    [ids],
  )
  return new Map(rows.map((r) => [r.user_id, r]))
}

function toAd(a: AdRow, record: MerchantRecord | undefined): P2pAd {
  const done = record?.done ?? 0
  const finished = done + (record?.cancelled ?? 0)
  return {
    id: a.id,
    merchant: {
      name: record?.name ?? '',
      orders_done: done,
      completion: finished === 0 ? null : ((done * 100) / finished).toFixed(1),
    },
    currency_id: a.currency_id,
    currency_name: currencyById(a.currency_id)?.code ?? '',
    coin_places: coinPlaces(a.currency_id),
    fiat: a.fiat,
    price: plain(a.price),
    total: plain(a.total),
    remaining: plain(a.remaining),
    min_fiat: plain(a.min_fiat),
    max_fiat: plain(maxFiat(a)),
    pay_method: a.pay_method,
    bank_name: a.bank_name,
    status: a.status === 1 ? 1 : 0,
    create_time: a.created_at.toISOString(),
  }
}

export async function toAds(q: Queryable, rows: readonly AdRow[]): Promise<P2pAd[]> {
  const records = await merchantRecords(q, [...new Set(rows.map((a) => a.merchant_id))])
  return rows.map((a) => toAd(a, records.get(a.merchant_id)))
}

export async function readAd(q: Queryable, id: number | undefined, lock = false): Promise<AdRow> {
  const [row] = await q.query<AdRow>(
    `SELECT * FROM p2p_ads WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id ?? 0],
  )
  if (!row) throw new AppError('p2p_ad_not_found')
  return row
}

export interface AdFilter {
  currencyId?: number
  fiat?: string
  /** a fiat amount the ad must take */
  amount?: string
}

/** Online ads with coin left, cheapest first; those that cannot take `amount` are left out. */
export async function listAds(
  q: Queryable,
  filter: AdFilter,
  paging: Paging,
): Promise<Paged<P2pAd>> {
  const amount = filter.amount ? parseAmount(filter.amount)?.toFixed() : undefined
  const page = await pagedList(
    q,
    paging,
    {
      select: 'SELECT *',
      from: `FROM p2p_ads WHERE status = 1 AND remaining > 0
               AND ($1::int IS NULL OR currency_id = $1) AND ($2::text IS NULL OR fiat = $2)
               AND ($3::numeric IS NULL OR ($3 >= min_fiat AND $3 <= max_fiat
                    AND $3 <= floor(remaining * price * 100) / 100))`,
      orderBy: 'price, id',
      params: [filter.currencyId ?? null, filter.fiat ?? null, amount ?? null],
    },
    (row: AdRow) => row,
  )
  return { ...page, data: await toAds(q, page.data) }
}

export async function myAds(q: Queryable, userId: number, paging: Paging): Promise<Paged<P2pAd>> {
  const page = await pagedList(
    q,
    paging,
    {
      select: 'SELECT *',
      from: 'FROM p2p_ads WHERE merchant_id = $1',
      orderBy: 'status DESC, id DESC',
      params: [userId],
    },
    (row: AdRow) => row,
  )
  return { ...page, data: await toAds(q, page.data) }
}

export interface PostInput {
  currencyId: number | undefined
  fiat: string
  price: string
  total: string
  minFiat: string
  maxFiat: string
}

export async function postAd(
  q: Queryable,
  clock: Clock,
  user: { id: number; review_status: number },
  input: PostInput,
): Promise<P2pAd> {
  requireCertified(user)
  const [merchant] = await q.query<{ status: number }>(
    'SELECT status FROM p2p_merchants WHERE user_id = $1',
    [user.id],
  )
  if (merchant?.status !== 1) throw new AppError('p2p_not_merchant')
  const currencyId = input.currencyId ?? 0
  if (!ASSET_COIN_IDS.includes(currencyId)) throw new AppError('currency_not_found')
  const places = coinPlaces(currencyId)
  const price = requireAmount(input.price, 8)
  const total = requireAmount(input.total, places)
  const min = requireAmount(input.minFiat)
  const max = requireAmount(input.maxFiat)
  if (max.lt(min)) throw new AppError('p2p_limits')
  // the least order must buy some of the coin
  if (compare(coinFor(min.toFixed(), price.toFixed(), places), '0') <= 0)
    throw new AppError('p2p_limits')
  const [card] = await q.query<{ bank_name: string; card_holder: string; card_number: string }>(
    'SELECT bank_name, card_holder, card_number FROM bank_cards WHERE user_id = $1',
    [user.id],
  )
  if (!card) throw new AppError('p2p_no_bank_card')
  await requireNotFrozen(q, user.id)
  const account = { userId: user.id, currencyId, wallet: 'legal' as const }
  const { available } = await lockParts(q, account)
  if (available.lt(total)) {
    throw new AppError('p2p_insufficient', {
      // what is available: at the coin's places, cut down, never more than can be spent
      available: money(available.toFixed(), coinPlaces(currencyId)),
      currency: currencyById(currencyId)?.code ?? '',
    })
  }
  const [ad] = await q.query<AdRow>(
    `INSERT INTO p2p_ads (merchant_id, currency_id, fiat, price, total, remaining, min_fiat,
       max_fiat, pay_method, bank_name, card_holder, card_number, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, 'bank', $8, $9, $10, 1, $11) RETURNING *`,
    [
      user.id,
      currencyId,
      input.fiat,
      price.toFixed(),
      total.toFixed(),
      min.toFixed(),
      max.toFixed(),
      card.bank_name,
      card.card_holder,
      card.card_number,
      clock.now(),
    ],
  )
  await shiftParts(q, clock, 'freeze', {
    ...account,
    amount: total,
    type: 'p2p_ad_freeze',
    info: `P2P ad #${ad.id}`,
    ref: { type: 'p2p_ad', id: ad.id },
  })
  return (await toAds(q, [ad]))[0]
}

export async function closeAd(
  q: Queryable,
  clock: Clock,
  userId: number,
  id: number | undefined,
): Promise<P2pAd> {
  const ad = await readAd(q, id, true)
  if (ad.merchant_id !== userId) throw new AppError('p2p_ad_not_found')
  if (ad.status !== 1) throw new AppError('p2p_ad_closed')
  const [closed] = await q.query<AdRow>(
    'UPDATE p2p_ads SET status = 0, remaining = 0, closed_at = $2 WHERE id = $1 RETURNING *',
    [ad.id, clock.now()],
  )
  if (dec(ad.remaining).gt(0)) {
    await shiftParts(q, clock, 'unfreeze', {
      userId,
      currencyId: ad.currency_id,
      wallet: 'legal',
      amount: dec(ad.remaining),
      type: 'p2p_ad_unfreeze',
      info: `P2P ad #${ad.id} closed`,
      ref: { type: 'p2p_ad', id: ad.id },
    })
  }
  return (await toAds(q, [closed]))[0]
}
