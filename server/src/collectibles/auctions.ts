// Auctions: a bid is the current price plus a raise (the first at least the starting price, later
// ones at least a step above the leader), held from the bidder's available USDT while it leads and
// released the moment it is outbid; a bid in the last 10 minutes moves the end 10 minutes later.
// The listing row is locked before a bid reads it, so racing bids on any node take turns. At the
// end the settlement job claims the listing (FOR UPDATE SKIP LOCKED): the leading bid is paid from
// its hold to the seller less the fee and the edition goes to the bidder, once; with no bid the
// edition goes back to its seller.
import type { Static } from 'typebox'
import type { NftBid, NftWin } from '@wire/catalogue/collectibleShapes'
import { compare } from '@common/decimal'
import { bidOf, endAfterBid, minRaise, NFT_COIN, NFT_PLACES } from '@common/collectibleRules'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import type { Paging } from '../infra/db/paged'
import { pagedList } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import { money } from '../infra/i18n'
import { requireAmount } from '../infra/money/amount'
import { dec, formatAmount } from '../infra/money/decimal'
import { shiftParts, type BalanceChange } from '../infra/money/ledger'
import { requireNotFrozen } from '../identity/public'
import { notify, type StoredMessage } from '../messages/public'
import { closeSale, lockOpenListing, nftOf, type ListingRow } from './market'
import type { NftView } from './views'

export type BidView = Static<typeof NftBid>
export type WinView = Static<typeof NftWin>

/** What a bid on edition `code` must be, and what `userId` holds on it. */
export async function bidTerms(q: Queryable, userId: number, code: string) {
  const [l] = await q.query<ListingRow>(
    `SELECT * FROM nft_listings WHERE nft_code = $1 AND status = 1 AND kind = 'auction'`,
    [code],
  )
  if (!l || l.ends_at === null || l.step === null) throw new AppError('nft_not_on_auction')
  const current = l.top_bid ?? l.price
  const raise = minRaise(l.bids > 0, l.step)
  const [held] = await q.query<{ balance: string }>(
    `SELECT balance FROM balances WHERE user_id = $1 AND currency_id = $2 AND wallet = 'legal'`,
    [userId, NFT_COIN.id],
  )
  const leading = l.top_bidder !== null && Number(l.top_bidder) === userId
  return {
    code,
    current: formatAmount(current),
    min_raise: formatAmount(raise),
    min_bid: formatAmount(bidOf(current, raise)),
    your_bid: leading && l.top_bid ? formatAmount(l.top_bid) : null,
    available: formatAmount(held?.balance ?? '0'),
    ends_at: l.ends_at.toISOString(),
    fee_percent: l.fee_percent,
  }
}

const hold = (userId: number, code: string, listingId: number) => ({
  userId,
  currencyId: NFT_COIN.id,
  wallet: 'legal' as const,
  ref: { type: 'nft_listing', id: listingId },
  info: `Bid on ${code}`,
})

/**
 * `userId` bids the current price plus `raise` on edition `code`; `q` must be a transaction.
 * Returns the edition and the message to the outbid bidder, if any.
 */
export async function placeBid(
  q: Queryable,
  clock: Clock,
  userId: number,
  code: string,
  raiseText: string,
): Promise<{ nft: NftView; outbid?: StoredMessage }> {
  const l = await lockOpenListing(q, code)
  if (!l || l.kind !== 'auction' || l.ends_at === null || l.step === null) {
    throw new AppError('nft_not_on_auction')
  }
  const now = clock.now()
  if (now >= l.ends_at) throw new AppError('nft_auction_ended')
  if (l.seller_id !== null && Number(l.seller_id) === userId) throw new AppError('nft_own_listing')
  const previous = l.top_bidder === null ? null : Number(l.top_bidder)
  if (previous === userId) throw new AppError('nft_already_leading')
  // the first bid may be the starting price itself: a raise of 0
  const raise = /^0+(\.0+)?$/.test(raiseText) ? dec('0') : requireAmount(raiseText, NFT_PLACES)
  const least = minRaise(l.bids > 0, l.step)
  if (compare(raise.toFixed(), least) < 0) {
    throw new AppError('nft_raise_too_small', { min: money(least) })
  }
  await requireNotFrozen(q, userId)
  const amount = bidOf(l.top_bid ?? l.price, raise.toFixed())
  const listingId = Number(l.id)
  const endsAt = endAfterBid(l.ends_at, now)
  // the new hold and the release, in user order (balances are always locked one way round)
  const moves: [number, () => Promise<void>][] = [
    [
      userId,
      () =>
        shiftParts(q, clock, 'freeze', {
          ...hold(userId, code, listingId),
          type: 'nft_bid_freeze',
          amount: dec(amount),
        }),
    ],
  ]
  if (previous !== null && l.top_bid !== null) {
    const released = l.top_bid
    moves.push([
      previous,
      () =>
        shiftParts(q, clock, 'unfreeze', {
          ...hold(previous, code, listingId),
          info: `Outbid on ${code}`,
          type: 'nft_bid_unfreeze',
          amount: dec(released),
        }),
    ])
  }
  for (const [, move] of moves.sort((a, b) => a[0] - b[0])) await move()
  await q.query('UPDATE nft_bids SET status = 2 WHERE listing_id = $1 AND status = 1', [l.id])
  await q.query(
    `INSERT INTO nft_bids (listing_id, bidder_id, amount, status, ends_at, created_at)
     VALUES ($1, $2, $3, 1, $4, $5)`,
    [l.id, userId, amount, endsAt, now],
  )
  await q.query(
    `UPDATE nft_listings SET top_bid = $2, top_bidder = $3, bids = bids + 1, ends_at = $4
      WHERE id = $1`,
    [l.id, amount, userId, endsAt],
  )
  const outbid =
    previous === null
      ? undefined
      : await notify(q, clock, previous, 'nft_outbid', {
          code,
          amount: formatAmount(amount),
        })
  return { nft: await nftOf(q, userId, code), outbid }
}

/**
 * Settles auction `id` if it is still open and has ended (the caller claimed it); undefined when
 * it had nothing to settle. Returns the messages to the winner and the seller.
 */
export async function settleAuction(
  q: Queryable,
  clock: Clock,
  id: number,
): Promise<StoredMessage[] | undefined> {
  const [l] = await q.query<ListingRow>(
    `SELECT * FROM nft_listings WHERE id = $1 AND status = 1 AND kind = 'auction' FOR UPDATE`,
    [id],
  )
  if (!l || l.ends_at === null || clock.now() < l.ends_at) return undefined
  const messages: StoredMessage[] = []
  const seller = l.seller_id === null ? null : Number(l.seller_id)
  if (l.top_bidder === null || l.top_bid === null) {
    await q.query('UPDATE nft_listings SET status = 3, closed_at = $2 WHERE id = $1', [
      l.id,
      clock.now(),
    ])
    await q.query(`UPDATE nfts SET status = 'held' WHERE code = $1`, [l.nft_code])
    if (seller !== null) {
      messages.push(await notify(q, clock, seller, 'nft_unsold', { code: l.nft_code }))
    }
    return messages
  }
  const winner = Number(l.top_bidder)
  const pays: BalanceChange = {
    userId: winner,
    currencyId: NFT_COIN.id,
    wallet: 'legal',
    part: 'frozen',
    change: dec(l.top_bid).negated(),
    type: 'nft_auction_pay',
    info: `Won ${l.nft_code} at ${formatAmount(l.top_bid)} USDT`,
    ref: { type: 'nft_listing', id: Number(l.id) },
  }
  await closeSale(q, clock, l, winner, l.top_bid, pays)
  await q.query('UPDATE nft_bids SET status = 3 WHERE listing_id = $1 AND status = 1', [l.id])
  const said = { code: l.nft_code, amount: formatAmount(l.top_bid) }
  messages.push(await notify(q, clock, winner, 'nft_won', said))
  if (seller !== null) messages.push(await notify(q, clock, seller, 'nft_sold', said))
  return messages
}

interface BidRow {
  id: string
  nft_code: string
  name: string
  amount: string
  bidder_id: string
  status: 1 | 2 | 3
  ends_at: Date
  created_at: Date
}

const bidView = (r: BidRow, viewer: number | undefined): BidView => ({
  id: Number(r.id),
  code: r.nft_code,
  name: r.name,
  amount: formatAmount(r.amount),
  mine: Number(r.bidder_id) === viewer,
  status: r.status,
  ends_at: r.ends_at.toISOString(),
  created_at: r.created_at.toISOString(),
})

const BID_COLUMNS = 'SELECT b.*, l.nft_code, i.name'
const BID_FROM = `FROM nft_bids b
    JOIN nft_listings l ON l.id = b.listing_id
    JOIN nfts n ON n.code = l.nft_code
    JOIN nft_items i ON i.id = n.item_id`

/** The bids of edition `code`'s latest auction, newest first. */
export async function bidsOf(
  q: Queryable,
  viewer: number | undefined,
  code: string,
): Promise<BidView[]> {
  const rows = await q.query<BidRow>(
    `${BID_COLUMNS} ${BID_FROM}
      WHERE b.listing_id = (SELECT max(id) FROM nft_listings WHERE nft_code = $1 AND kind = 'auction')
      ORDER BY b.id DESC LIMIT 100`,
    [code],
  )
  return rows.map((r) => bidView(r, viewer))
}

export function myBids(q: Queryable, userId: number, paging: Paging) {
  const query = {
    select: BID_COLUMNS,
    from: `${BID_FROM} WHERE b.bidder_id = $1`,
    orderBy: 'b.id DESC',
    params: [userId],
  }
  return pagedList(q, paging, query, (r: BidRow) => bidView(r, userId))
}

/** Auctions `userId` won, unread first then newest. */
export async function winsOf(q: Queryable, userId: number, id?: number): Promise<WinView[]> {
  const rows = await q.query<{
    id: string
    nft_code: string
    sold_price: string
    buyer_read: boolean
    closed_at: Date
  }>(
    `SELECT id, nft_code, sold_price, buyer_read, closed_at FROM nft_listings
      WHERE buyer_id = $1 AND kind = 'auction' AND status = 2 AND ($2::bigint IS NULL OR id = $2)
      ORDER BY buyer_read, closed_at DESC LIMIT 50`,
    [userId, id ?? null],
  )
  const out: WinView[] = []
  for (const r of rows) {
    out.push({
      id: Number(r.id),
      nft: await nftOf(q, userId, r.nft_code),
      price: formatAmount(r.sold_price),
      read: r.buyer_read,
      closed_at: r.closed_at.toISOString(),
    })
  }
  return out
}

export async function readWin(q: Queryable, userId: number, id: number): Promise<WinView> {
  await q.query(
    `UPDATE nft_listings SET buyer_read = true WHERE id = $1 AND buyer_id = $2 AND kind = 'auction'`,
    [id, userId],
  )
  const [win] = await winsOf(q, userId, id)
  if (!win) throw new AppError('nft_win_not_found')
  return win
}
