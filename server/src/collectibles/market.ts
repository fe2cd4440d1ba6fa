// Editions changing hands at a fixed price, and owners putting theirs up for sale: a listing is
// locked before anything is read from it, the edition moves to its buyer and the money from the
// buyer to the seller (less the platform's fee) in one transaction, once. A collect (favourite)
// is one row per user and edition.
import {
  AUCTION_HOURS,
  NFT_COIN,
  NFT_FEE_PERCENT,
  NFT_PLACES,
  saleFee,
  sellerGets,
} from '@common/collectibleRules'
import type { Clock } from '../infra/clock'
import { HOUR } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { requireAmount } from '../infra/money/amount'
import { dec, formatAmount } from '../infra/money/decimal'
import { applyChange, type BalanceChange } from '../infra/money/ledger'
import { requireNotFrozen } from '../identity/public'
import { nftsWhere, type NftView } from './views'

export interface ListingRow {
  id: string
  nft_code: string
  seller_id: string | null
  kind: 'fixed' | 'auction'
  price: string
  step: string | null
  ends_at: Date | null
  top_bid: string | null
  top_bidder: string | null
  bids: number
  fee_percent: string
  status: 1 | 2 | 3 | 4
}

/** The open listing of edition `code`, locked; undefined when it has none. */
export async function lockOpenListing(q: Queryable, code: string): Promise<ListingRow | undefined> {
  const [row] = await q.query<ListingRow>(
    'SELECT * FROM nft_listings WHERE nft_code = $1 AND status = 1 FOR UPDATE',
    [code],
  )
  return row
}

export async function nftOf(
  q: Queryable,
  viewer: number | undefined,
  code: string,
): Promise<NftView> {
  const [nft] = await nftsWhere(q, viewer, 'n.code = $2', [code])
  if (!nft) throw new AppError('nft_not_found')
  return nft
}

/** Ledger changes applied in user order, so two sales never lock two balances the other way round. */
export async function applyInUserOrder(
  q: Queryable,
  clock: Clock,
  changes: readonly BalanceChange[],
): Promise<void> {
  for (const c of [...changes].sort((a, b) => a.userId - b.userId)) await applyChange(q, clock, c)
}

/**
 * The edition of `listing` goes to `buyerId` for `price`: the seller (unless the house) receives the
 * price less the fee, the listing closes as sold. The buyer's side of the money is the caller's.
 */
export async function closeSale(
  q: Queryable,
  clock: Clock,
  listing: ListingRow,
  buyerId: number,
  price: string,
  buyerPays: BalanceChange | undefined,
): Promise<void> {
  const fee = saleFee(price, listing.fee_percent)
  const now = clock.now()
  const changes: BalanceChange[] = buyerPays ? [buyerPays] : []
  if (listing.seller_id !== null) {
    changes.push({
      userId: Number(listing.seller_id),
      currencyId: NFT_COIN.id,
      wallet: 'legal',
      change: dec(sellerGets(price, listing.fee_percent)),
      type: 'nft_sale',
      info: `Sold ${listing.nft_code} for ${formatAmount(price)} USDT, fee ${formatAmount(fee)} USDT`,
      ref: { type: 'nft_listing', id: Number(listing.id) },
    })
  }
  await applyInUserOrder(q, clock, changes)
  await q.query(
    `UPDATE nfts SET owner_id = $2, status = 'held', acquired_at = $3 WHERE code = $1`,
    [listing.nft_code, buyerId, now],
  )
  await q.query(
    `UPDATE nft_listings SET status = 2, buyer_id = $2, sold_price = $3, fee = $4, closed_at = $5
      WHERE id = $1 AND status = 1`,
    [listing.id, buyerId, price, fee, now],
  )
}

/** `userId` buys edition `code` at its fixed price; `q` must be a transaction. */
export async function buyFixed(
  q: Queryable,
  clock: Clock,
  userId: number,
  code: string,
): Promise<NftView> {
  const listing = await lockOpenListing(q, code)
  if (!listing || listing.kind !== 'fixed') throw new AppError('nft_not_for_sale')
  if (listing.seller_id !== null && Number(listing.seller_id) === userId) {
    throw new AppError('nft_own_listing')
  }
  await requireNotFrozen(q, userId)
  await closeSale(q, clock, listing, userId, listing.price, {
    userId,
    currencyId: NFT_COIN.id,
    wallet: 'legal',
    change: dec(listing.price).negated(),
    type: 'nft_buy',
    info: `Bought ${code} for ${formatAmount(listing.price)} USDT`,
    ref: { type: 'nft_listing', id: Number(listing.id) },
  })
  return nftOf(q, userId, code)
}

export interface ResellInput {
  kind: 'fixed' | 'auction'
  price: string
  step: string
  hours: number | undefined
}

/**
 * Lists edition `code` of `sellerId` (null: the house's) at a fixed price or at auction; `q` must be
 * a transaction. Refused unless the edition is theirs and not already on sale.
 */
export async function listEdition(
  q: Queryable,
  clock: Clock,
  sellerId: number | null,
  code: string,
  input: ResellInput,
): Promise<void> {
  const [nft] = await q.query<{ owner_id: string | null; status: string }>(
    'SELECT owner_id, status FROM nfts WHERE code = $1 FOR UPDATE',
    [code],
  )
  const owner = nft?.owner_id === null || nft?.owner_id === undefined ? null : Number(nft.owner_id)
  if (!nft || owner !== sellerId || nft.status === 'pool') throw new AppError('nft_not_yours')
  if (nft.status === 'listed') throw new AppError('nft_already_listed')
  const price = requireAmount(input.price, NFT_PLACES)
  if (price.isZero()) throw new AppError('amount_invalid')
  const auction = input.kind === 'auction'
  const step = auction ? requireAmount(input.step, NFT_PLACES) : undefined
  if (step?.isZero()) throw new AppError('amount_invalid')
  const hours = input.hours ?? 0
  if (auction && (hours < AUCTION_HOURS.min || hours > AUCTION_HOURS.max)) {
    throw new AppError('nft_auction_hours', AUCTION_HOURS)
  }
  const now = clock.now()
  await q.query(
    `INSERT INTO nft_listings (nft_code, seller_id, kind, price, step, ends_at, fee_percent, status,
                               created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8)`,
    [
      code,
      sellerId,
      input.kind,
      price.toFixed(),
      step?.toFixed() ?? null,
      auction ? new Date(now.getTime() + hours * HOUR) : null,
      NFT_FEE_PERCENT,
      now,
    ],
  )
  await q.query(`UPDATE nfts SET status = 'listed' WHERE code = $1`, [code])
}

/** Takes `userId`'s edition `code` off sale: a fixed price any time, an auction before any bid. */
export async function cancelListing(
  q: Queryable,
  clock: Clock,
  userId: number,
  code: string,
): Promise<NftView> {
  const listing = await lockOpenListing(q, code)
  if (!listing || listing.seller_id === null || Number(listing.seller_id) !== userId) {
    throw new AppError('nft_not_listed_by_you')
  }
  if (listing.kind === 'auction' && listing.bids > 0) throw new AppError('nft_auction_has_bids')
  await q.query('UPDATE nft_listings SET status = 4, closed_at = $2 WHERE id = $1', [
    listing.id,
    clock.now(),
  ])
  await q.query(`UPDATE nfts SET status = 'held' WHERE code = $1`, [code])
  return nftOf(q, userId, code)
}

/** Collects (`on`) or uncollects edition `code` for `userId`. */
export async function collect(
  q: Queryable,
  clock: Clock,
  userId: number,
  code: string,
  on: boolean,
): Promise<{ code: string; collected: boolean; collects: number }> {
  const [nft] = await q.query('SELECT 1 FROM nfts WHERE code = $1', [code])
  if (!nft) throw new AppError('nft_not_found')
  if (on) {
    await q.query(
      `INSERT INTO nft_collects (user_id, nft_code, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [userId, code, clock.now()],
    )
  } else {
    await q.query('DELETE FROM nft_collects WHERE user_id = $1 AND nft_code = $2', [userId, code])
  }
  const [{ n }] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM nft_collects WHERE nft_code = $1',
    [code],
  )
  return { code, collected: on, collects: n }
}
