// What the collectible screens read: series with their odds, one series with its items and (once
// revealed) every opening, artists, the market of editions for sale, a user's own editions, boxes
// and balance.
import type { PayloadOf } from '@wire/catalogue'
import { ANTI_SNIPE_MINUTES, NFT_COIN, NFT_FEE_PERCENT, RARITIES } from '@common/collectibleRules'
import type { Queryable } from '../infra/db/client'
import type { Paging } from '../infra/db/paged'
import { offsetOf, pageOf } from '../infra/db/paged'
import { AppError } from '../infra/appError'
import { formatAmount } from '../infra/money/decimal'
import { readParts } from '../infra/money/ledger'
import {
  ARTIST_SELECT,
  artistView,
  nftsWhere,
  SERIES_SELECT,
  seriesViews,
  type ArtistRow,
  type SeriesRow,
} from './views'

type BoxDetail = PayloadOf<'nftBox'>

export async function listSeries(q: Queryable, now: Date, paging: Paging) {
  const [{ total }] = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM nft_series',
  )
  const rows = await q.query<SeriesRow>(
    `${SERIES_SELECT} ORDER BY s.sale_start DESC, s.id DESC LIMIT $1 OFFSET $2`,
    [paging.limit, offsetOf(paging)],
  )
  return { data: await seriesViews(q, rows, now), ...pageOf(paging, total) }
}

export async function seriesDetail(
  q: Queryable,
  now: Date,
  id: number,
  viewer: number | undefined,
): Promise<BoxDetail> {
  const [row] = await q.query<SeriesRow>(`${SERIES_SELECT} WHERE s.id = $1`, [id])
  if (!row) throw new AppError('nft_series_not_found')
  const [series] = await seriesViews(q, [row], now)
  const items = await q.query<{
    id: string
    name: string
    image: string
    rarity: BoxDetail['items'][number]['rarity']
    editions: number
    left: number
  }>(
    `SELECT i.id, i.name, i.image, i.rarity, i.editions,
            (SELECT count(*)::int FROM nfts n WHERE n.item_id = i.id AND n.status = 'pool') AS left
       FROM nft_items i WHERE i.series_id = $1`,
    [id],
  )
  items.sort(
    (a, b) =>
      RARITIES.indexOf(b.rarity) - RARITIES.indexOf(a.rarity) || Number(a.id) - Number(b.id),
  )
  const openings = row.revealed_at
    ? (
        await q.query<{
          open_seq: number
          code: string
          client_seed: string
          nft_code: string
          opened_by_house: boolean
        }>(
          `SELECT open_seq, code, client_seed, nft_code, opened_by_house FROM nft_boxes
            WHERE series_id = $1 AND opened_at IS NOT NULL ORDER BY open_seq`,
          [id],
        )
      ).map((o) => ({
        seq: o.open_seq,
        box_code: o.code,
        client_seed: o.client_seed,
        nft_code: o.nft_code,
        by_house: o.opened_by_house,
      }))
    : null
  const mine = viewer
    ? await q.query<{ code: string }>(
        `SELECT code FROM nft_boxes WHERE series_id = $1 AND owner_id = $2 AND opened_at IS NULL
          ORDER BY bought_at, code`,
        [id, viewer],
      )
    : []
  return {
    ...series,
    items: items.map((i) => ({ ...i, id: Number(i.id) })),
    openings,
    my_boxes: mine.map((b) => b.code),
  }
}

export async function listArtists(q: Queryable, paging: Paging) {
  const [{ total }] = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM nft_artists',
  )
  const rows = await q.query<ArtistRow>(`${ARTIST_SELECT} ORDER BY a.id LIMIT $1 OFFSET $2`, [
    paging.limit,
    offsetOf(paging),
  ])
  return { data: rows.map(artistView), ...pageOf(paging, total) }
}

export async function artistDetail(
  q: Queryable,
  now: Date,
  uid: string,
  viewer: number | undefined,
) {
  const [artist] = await q.query<ArtistRow>(`${ARTIST_SELECT} WHERE a.uid = $1`, [uid])
  if (!artist) throw new AppError('nft_artist_not_found')
  const series = await q.query<SeriesRow>(
    `${SERIES_SELECT} WHERE s.artist_id = $1 ORDER BY s.id DESC`,
    [artist.id],
  )
  // the artist's editions on the market, one (the lowest edition) per item
  const works = await nftsWhere(
    q,
    viewer,
    `a.uid = $2 AND l.id IS NOT NULL`,
    [uid],
    'i.id DESC, n.edition',
  )
  const seen = new Set<number>()
  return {
    artist: artistView(artist),
    series: await seriesViews(q, series, now),
    works: works.filter((w) => !seen.has(w.item_id) && seen.add(w.item_id)),
  }
}

/** Editions for sale, rarest first then newest listing. */
export async function market(
  q: Queryable,
  viewer: number | undefined,
  filter: { kind?: 'fixed' | 'auction'; rarity?: string },
  paging: Paging,
) {
  const where = `l.id IS NOT NULL AND ($2::text IS NULL OR l.kind = $2) AND ($3::text IS NULL OR i.rarity = $3)`
  const params = [filter.kind ?? null, filter.rarity ?? null]
  const [{ total }] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM nft_listings l JOIN nfts n ON n.code = l.nft_code
       JOIN nft_items i ON i.id = n.item_id
      WHERE l.status = 1 AND ($1::text IS NULL OR l.kind = $1) AND ($2::text IS NULL OR i.rarity = $2)`,
    params,
  )
  const order = `array_position(ARRAY['legendary','epic','rare','common'], i.rarity), l.id DESC
                 LIMIT ${paging.limit} OFFSET ${offsetOf(paging)}`
  const data = await nftsWhere(q, viewer, where, params, order)
  return { data, ...pageOf(paging, total) }
}

export async function mine(q: Queryable, userId: number) {
  const nfts = await nftsWhere(q, userId, 'n.owner_id = $2', [userId], 'n.acquired_at DESC, n.code')
  const boxes = await q.query<{
    code: string
    series_id: string
    name: string
    bought_at: Date
    open_until: Date
  }>(
    `SELECT b.code, b.series_id, s.name, b.bought_at, s.open_until FROM nft_boxes b
       JOIN nft_series s ON s.id = b.series_id
      WHERE b.owner_id = $1 AND b.opened_at IS NULL ORDER BY b.bought_at, b.code`,
    [userId],
  )
  return {
    nfts,
    boxes: boxes.map((b) => ({
      code: b.code,
      series_id: Number(b.series_id),
      series_name: b.name,
      bought_at: b.bought_at.toISOString(),
      open_until: b.open_until.toISOString(),
    })),
  }
}

export async function nftCurrency(q: Queryable, userId: number) {
  const parts = await readParts(q, { userId, currencyId: NFT_COIN.id, wallet: 'legal' })
  return {
    currency_id: NFT_COIN.id,
    currency_name: NFT_COIN.code,
    available: formatAmount(parts.available),
    frozen: formatAmount(parts.frozen),
    fee_percent: NFT_FEE_PERCENT,
    anti_snipe_minutes: ANTI_SNIPE_MINUTES,
  }
}
