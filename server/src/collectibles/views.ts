// How collectibles are read and shown: one query for editions with their item, artist, open
// listing and collects, and the shapes of the catalogue. Another user is never named: an edition's
// owner or seller reads "house", "you" or "other".
import type { Static } from 'typebox'
import type { BoxSeries, Nft, NftArtist } from '@wire/catalogue/collectibleShapes'
import { bidOf, minRaise, NFT_COIN, oddsOf, type Rarity } from '@common/collectibleRules'
import type { Queryable } from '../infra/db/client'
import { formatAmount } from '../infra/money/decimal'

export type NftView = Nft
export type SeriesView = BoxSeries
export type ArtistView = Static<typeof NftArtist>
type Who = NftView['owner']

export const whoIs = (id: string | number | null, viewer: number | undefined): Who =>
  id === null ? 'house' : Number(id) === viewer ? 'you' : 'other'

export interface NftRow {
  code: string
  item_id: string | number
  edition: number
  owner_id: string | number | null
  status: 'pool' | 'held' | 'listed'
  name: string
  image: string
  description: string
  rarity: Rarity
  editions: number
  series_id: string | number | null
  artist_uid: string
  artist_name: string
  collects: number
  collected: boolean
  listing_id: string | number | null
  kind: 'fixed' | 'auction' | null
  seller_id: string | number | null
  price: string | null
  step: string | null
  ends_at: Date | null
  top_bid: string | null
  top_bidder: string | number | null
  bids: number | null
  fee_percent: string | null
}

/** Editions with everything shown about them; `where` filters `n` (nfts), `l` (open listing). */
export const NFT_SELECT = `
  SELECT n.code, n.item_id, n.edition, n.owner_id, n.status, i.name, i.image, i.description,
         i.rarity, i.editions, i.series_id, a.uid AS artist_uid, a.name AS artist_name,
         (SELECT count(*)::int FROM nft_collects c WHERE c.nft_code = n.code) AS collects,
         EXISTS (SELECT 1 FROM nft_collects c WHERE c.nft_code = n.code AND c.user_id = $1)
           AS collected,
         l.id AS listing_id, l.kind, l.seller_id, l.price, l.step, l.ends_at, l.top_bid,
         l.top_bidder, l.bids, l.fee_percent
    FROM nfts n
    JOIN nft_items i ON i.id = n.item_id
    JOIN nft_artists a ON a.id = i.artist_id
    LEFT JOIN nft_listings l ON l.nft_code = n.code AND l.status = 1`

export function nftView(row: NftRow, viewer: number | undefined): NftView {
  const auction = row.kind === 'auction'
  const current = row.top_bid ?? row.price ?? '0'
  return {
    code: row.code,
    item_id: Number(row.item_id),
    name: row.name,
    image: row.image,
    description: row.description,
    rarity: row.rarity,
    edition: row.edition,
    editions: row.editions,
    artist: { uid: row.artist_uid, name: row.artist_name },
    series_id: row.series_id === null ? null : Number(row.series_id),
    owner: whoIs(row.owner_id, viewer),
    collects: row.collects,
    collected: row.collected,
    listing:
      row.listing_id === null || row.kind === null
        ? null
        : {
            id: Number(row.listing_id),
            kind: row.kind,
            seller: whoIs(row.seller_id, viewer),
            price: formatAmount(row.price ?? '0'),
            step: auction && row.step !== null ? formatAmount(row.step) : null,
            top_bid: row.top_bid === null ? null : formatAmount(row.top_bid),
            leading: row.top_bidder !== null && Number(row.top_bidder) === viewer,
            bids: row.bids ?? 0,
            min_bid: auction
              ? formatAmount(bidOf(current, minRaise((row.bids ?? 0) > 0, row.step ?? '0')))
              : null,
            ends_at: row.ends_at?.toISOString() ?? null,
            fee_percent: row.fee_percent ?? '0',
          },
  }
}

/** Editions matching `where` (on n, i, l; parameters from $2), in `order`. */
export async function nftsWhere(
  q: Queryable,
  viewer: number | undefined,
  where: string,
  params: readonly unknown[],
  order = 'n.code',
): Promise<NftView[]> {
  const rows = await q.query<NftRow>(`${NFT_SELECT} WHERE ${where} ORDER BY ${order}`, [
    viewer ?? 0,
    ...params,
  ])
  return rows.map((r) => nftView(r, viewer))
}

export interface SeriesRow {
  id: string | number
  name: string
  cover: string
  description: string
  artist_uid: string
  artist_name: string
  price: string
  total: number
  sold: number
  opened: number
  sale_start: Date
  sale_end: Date
  open_until: Date
  seed: string
  seed_hash: string
  revealed_at: Date | null
}

export const SERIES_SELECT = `
  SELECT s.*, a.uid AS artist_uid, a.name AS artist_name
    FROM nft_series s JOIN nft_artists a ON a.id = s.artist_id`

/** A series as shown at `now`, with its odds (published and what is left) from its items. */
export async function seriesViews(
  q: Queryable,
  rows: readonly SeriesRow[],
  now: Date,
): Promise<SeriesView[]> {
  if (rows.length === 0) return []
  const counts = await q.query<{
    series_id: string
    rarity: Rarity
    editions: number
    left: number
  }>(
    `SELECT i.series_id, i.rarity, sum(i.editions)::int AS editions,
            (SELECT count(*)::int FROM nfts n JOIN nft_items j ON j.id = n.item_id
              WHERE j.series_id = i.series_id AND j.rarity = i.rarity AND n.status = 'pool') AS left
       FROM nft_items i WHERE i.series_id = ANY($1::bigint[])
      GROUP BY i.series_id, i.rarity`,
    [rows.map((r) => r.id)],
  )
  return rows.map((r) => {
    const own = counts.filter((c) => String(c.series_id) === String(r.id))
    return {
      id: Number(r.id),
      name: r.name,
      cover: r.cover,
      description: r.description,
      artist: { uid: r.artist_uid, name: r.artist_name },
      price: formatAmount(r.price),
      currency_name: NFT_COIN.code,
      total: r.total,
      sold: r.sold,
      opened: r.opened,
      sale_start: r.sale_start.toISOString(),
      sale_end: r.sale_end.toISOString(),
      open_until: r.open_until.toISOString(),
      state: now < r.sale_start ? 2 : now < r.sale_end && r.sold < r.total ? 1 : 0,
      seed_hash: r.seed_hash,
      seed: r.revealed_at ? r.seed : null,
      odds: oddsOf(own).map((o) => ({
        ...o,
        left: own.find((c) => c.rarity === o.rarity)?.left ?? 0,
      })),
    }
  })
}

export interface ArtistRow {
  id: string
  uid: string
  name: string
  avatar: string
  bio: string
  works: number
  series: number
}

export const ARTIST_SELECT = `
  SELECT a.id, a.uid, a.name, a.avatar, a.bio,
         (SELECT count(*)::int FROM nft_items i WHERE i.artist_id = a.id) AS works,
         (SELECT count(*)::int FROM nft_series s WHERE s.artist_id = a.id) AS series
    FROM nft_artists a`

export const artistView = ({ id: _id, ...shown }: ArtistRow): ArtistView => shown
