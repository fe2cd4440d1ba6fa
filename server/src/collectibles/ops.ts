// The operator's collectibles (audited): artists; a blind-box series with its items, whose pool,
// odds and seed hash are fixed when it is made; an item sold on its own, each edition the house's
// (listed at a fixed price if one is given); an auction of one of the house's editions.
import { OPEN_DAYS, RARITIES, type Rarity } from '@common/collectibleRules'
import { DAY } from '../infra/clock'
import { audit } from '../infra/audit/audit'
import { AppError } from '../infra/appError'
import type { AppContext } from '../context'
import type { Queryable } from '../infra/db/client'
import { positiveInt } from '../infra/http/input'
import { requireAmount } from '../infra/money/amount'
import { newSeed, seedHash } from './draw'
import { listEdition } from './market'
import {
  ARTIST_SELECT,
  artistView,
  nftsWhere,
  SERIES_SELECT,
  seriesViews,
  type ArtistRow,
  type ArtistView,
  type NftView,
  type SeriesRow,
  type SeriesView,
} from './views'

/** Editions a series or an item may have in all: a pool is read whole at every opening. */
const MAX_EDITIONS = 100_000

export const nftCode = (itemId: number, edition: number): string =>
  `N${String(itemId).padStart(6, '0')}-${String(edition).padStart(6, '0')}`

const field = (name: string) => new AppError('field_invalid', { field: name })

async function artistId(q: Queryable, uid: string): Promise<number> {
  const [a] = await q.query<{ id: string }>('SELECT id FROM nft_artists WHERE uid = $1', [uid])
  if (!a) throw new AppError('nft_artist_not_found')
  return Number(a.id)
}

export interface ArtistInput {
  uid: string
  name: string
  avatar: string
  bio: string
}

export async function setArtist(ctx: AppContext, input: ArtistInput): Promise<ArtistView> {
  if (!/^[a-z0-9-]{2,32}$/.test(input.uid)) throw field('uid')
  return ctx.db.tx(async (q) => {
    await q.query(
      `INSERT INTO nft_artists (uid, name, avatar, bio, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (uid) DO UPDATE SET name = $2, avatar = $3, bio = $4`,
      [input.uid, input.name, input.avatar, input.bio, ctx.clock.now()],
    )
    await audit(q, ctx.clock, 'nft_artist', input.uid, { name: input.name })
    const [row] = await q.query<ArtistRow>(`${ARTIST_SELECT} WHERE a.uid = $1`, [input.uid])
    return artistView(row)
  })
}

export interface ItemInput {
  name: string
  rarity: Rarity
  editions: string
  image?: string
  description?: string
}

/** Creates item `input` of `artist` (in `seriesId`, if any) with its editions in `status`. */
async function createItem(
  q: Queryable,
  ctx: AppContext,
  artist: number,
  seriesId: number | null,
  input: ItemInput,
  status: 'pool' | 'held',
): Promise<{ id: number; codes: string[] }> {
  const editions = positiveInt(input.editions)
  if (editions === undefined || editions > MAX_EDITIONS) throw field('editions')
  const [item] = await q.query<{ id: string }>(
    `INSERT INTO nft_items (artist_id, series_id, name, image, description, rarity, editions,
                            created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      artist,
      seriesId,
      input.name.trim(),
      input.image?.trim() ?? '',
      input.description?.trim() ?? '',
      input.rarity,
      editions,
      ctx.clock.now(),
    ],
  )
  const id = Number(item.id)
  const codes = Array.from({ length: editions }, (_, i) => nftCode(id, i + 1))
  await q.query(
    `INSERT INTO nfts (code, item_id, edition, status, acquired_at)
     SELECT code, $2, ordinality, $3, NULL FROM unnest($1::text[]) WITH ORDINALITY AS t(code)`,
    [codes, id, status],
  )
  return { id, codes }
}

/** A series' items as the operator sends them (JSON), each checked; field_invalid otherwise. */
export function parseItems(json: string): ItemInput[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    throw field('items')
  }
  if (!Array.isArray(parsed) || parsed.length < 1 || parsed.length > 50) throw field('items')
  return parsed.map((raw: unknown) => {
    const item = (raw ?? {}) as Record<string, unknown>
    const text = (key: string, max: number) => {
      const value = item[key] ?? ''
      if (typeof value !== 'string' || value.length > max) throw field(`items.${key}`)
      return value.trim()
    }
    const rarity = RARITIES.find((r) => r === item.rarity)
    const name = text('name', 60)
    if (!rarity || !name) throw field('items')
    return {
      name,
      rarity,
      editions: String(item.editions ?? ''),
      image: text('image', 500),
      description: text('description', 2000),
    }
  })
}

export interface SeriesInput {
  artist: string
  name: string
  description: string
  cover: string
  price: string
  saleStart: number | undefined
  saleEnd: number | undefined
  items: readonly ItemInput[]
}

export async function createSeries(ctx: AppContext, input: SeriesInput): Promise<SeriesView> {
  if (input.saleStart === undefined) throw field('sale_start')
  if (input.saleEnd === undefined || input.saleEnd <= input.saleStart) throw field('sale_end')
  const price = requireAmount(input.price, 2)
  if (price.isZero()) throw field('price')
  const total = input.items.reduce((n, i) => n + (positiveInt(i.editions) ?? 0), 0)
  if (total > MAX_EDITIONS) throw field('items')
  const start = new Date(input.saleStart * 1000)
  const end = new Date(input.saleEnd * 1000)
  const seed = newSeed()
  return ctx.db.tx(async (q) => {
    const artist = await artistId(q, input.artist)
    const [row] = await q.query<{ id: string }>(
      `INSERT INTO nft_series (artist_id, name, cover, description, price, total, sale_start,
                               sale_end, open_until, seed, seed_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        artist,
        input.name.trim(),
        input.cover.trim(),
        input.description.trim(),
        price.toFixed(),
        total,
        start,
        end,
        new Date(end.getTime() + OPEN_DAYS * DAY),
        seed,
        seedHash(seed),
        ctx.clock.now(),
      ],
    )
    const id = Number(row.id)
    for (const item of input.items) await createItem(q, ctx, artist, id, item, 'pool')
    await audit(q, ctx.clock, 'nft_series', String(id), {
      name: input.name,
      price: price.toFixed(),
      total,
      seed_hash: seedHash(seed),
    })
    const [series] = await q.query<SeriesRow>(`${SERIES_SELECT} WHERE s.id = $1`, [id])
    const [view] = await seriesViews(q, [series], ctx.clock.now())
    return view
  })
}

export async function createStandalone(
  ctx: AppContext,
  artist: string,
  input: ItemInput,
  price: string,
): Promise<NftView[]> {
  return ctx.db.tx(async (q) => {
    const { id, codes } = await createItem(q, ctx, await artistId(q, artist), null, input, 'held')
    if (price) {
      for (const code of codes) {
        await listEdition(q, ctx.clock, null, code, { kind: 'fixed', price, step: '', hours: 0 })
      }
    }
    await audit(q, ctx.clock, 'nft_item', String(id), {
      name: input.name,
      editions: codes.length,
      price,
    })
    return nftsWhere(q, undefined, 'n.item_id = $2', [id], 'n.edition')
  })
}

export async function houseAuction(
  ctx: AppContext,
  code: string,
  input: { price: string; step: string; hours: number | undefined },
): Promise<NftView> {
  return ctx.db.tx(async (q) => {
    await listEdition(q, ctx.clock, null, code, { kind: 'auction', ...input })
    await audit(q, ctx.clock, 'nft_auction', code, input)
    const [nft] = await nftsWhere(q, undefined, 'n.code = $2', [code])
    return nft
  })
}
