// Blind boxes: buying one (paid from the asset USDT account while the series is on sale and boxes
// remain), opening one (a draw from what is left, once), and the end of a series (boxes left closed
// at `open_until` opened by the house, then the seed revealed). Every step locks the series row
// first: a series' boxes are sold and opened one at a time, on every node.
import { randomBytes } from 'node:crypto'
import { NFT_COIN } from '@common/collectibleRules'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import { dec, formatAmount } from '../infra/money/decimal'
import { applyChange } from '../infra/money/ledger'
import { requireNotFrozen } from '../identity/public'
import { drawIndex } from './draw'
import { nftsWhere, type NftView } from './views'

interface SeriesLock {
  id: string
  name: string
  price: string
  total: number
  sold: number
  opened: number
  sale_start: Date
  sale_end: Date
  open_until: Date
  seed: string
  revealed_at: Date | null
}

async function lockSeries(q: Queryable, id: number): Promise<SeriesLock> {
  const [s] = await q.query<SeriesLock>('SELECT * FROM nft_series WHERE id = $1 FOR UPDATE', [id])
  if (!s) throw new AppError('nft_series_not_found')
  return s
}

/** Buys one closed box of series `seriesId` for `userId`; `q` must be a transaction. */
export async function buyBox(
  q: Queryable,
  clock: Clock,
  userId: number,
  seriesId: number,
): Promise<{ box_code: string; series_id: number }> {
  const s = await lockSeries(q, seriesId)
  const now = clock.now()
  if (now < s.sale_start) throw new AppError('nft_sale_not_started')
  if (now >= s.sale_end) throw new AppError('nft_sale_ended')
  if (s.sold >= s.total) throw new AppError('nft_sold_out')
  await requireNotFrozen(q, userId)
  const code = `B${randomBytes(8).toString('hex').toUpperCase()}`
  await q.query(
    `INSERT INTO nft_boxes (code, series_id, owner_id, price, bought_at) VALUES ($1, $2, $3, $4, $5)`,
    [code, s.id, userId, s.price, now],
  )
  await q.query('UPDATE nft_series SET sold = sold + 1 WHERE id = $1', [s.id])
  await applyChange(q, clock, {
    userId,
    currencyId: NFT_COIN.id,
    wallet: 'legal',
    change: dec(s.price).negated(),
    type: 'nft_box_buy',
    info: `Blind box ${code} of ${s.name} for ${formatAmount(s.price)} USDT`,
    ref: { type: 'nft_series', id: Number(s.id) },
  })
  return { box_code: code, series_id: Number(s.id) }
}

export interface Opened {
  box_code: string
  seq: number
  client_seed: string
  nft_code: string
  owner_id: number
}

/** Draws box `code`'s edition from what its series has left; `q` must hold the series' lock. */
async function draw(
  q: Queryable,
  clock: Clock,
  s: SeriesLock,
  box: BoxRow,
  clientSeed: string,
  byHouse: boolean,
): Promise<Opened> {
  const pool = (
    await q.query<{ code: string }>(
      `SELECT n.code FROM nfts n JOIN nft_items i ON i.id = n.item_id
        WHERE i.series_id = $1 AND n.status = 'pool'`,
      [s.id],
    )
  )
    .map((r) => r.code)
    .sort()
  const nftCode = pool[drawIndex(s.seed, box.code, clientSeed, pool.length)]
  const seq = s.opened + 1
  const now = clock.now()
  await q.query(
    `UPDATE nfts SET status = 'held', owner_id = $2, acquired_at = $3 WHERE code = $1 AND status = 'pool'`,
    [nftCode, box.owner_id, now],
  )
  await q.query(
    `UPDATE nft_boxes SET open_seq = $2, client_seed = $3, nft_code = $4, opened_at = $5,
            opened_by_house = $6
      WHERE code = $1 AND opened_at IS NULL`,
    [box.code, seq, clientSeed, nftCode, now, byHouse],
  )
  await q.query('UPDATE nft_series SET opened = opened + 1 WHERE id = $1', [s.id])
  s.opened = seq
  return {
    box_code: box.code,
    seq,
    client_seed: clientSeed,
    nft_code: nftCode,
    owner_id: Number(box.owner_id),
  }
}

interface BoxRow {
  code: string
  series_id: string
  owner_id: string
  opened_at: Date | null
  opened_by_house: boolean
}

/**
 * Opens `userId`'s box `code` with the opener's `clientSeed`; `q` must be a transaction. Refused
 * for a box that is not theirs, already open, or past its series' opening time.
 */
export async function openBox(
  q: Queryable,
  clock: Clock,
  userId: number,
  code: string,
  clientSeed: string,
): Promise<{ opened: Opened; nft: NftView }> {
  const [found] = await q.query<BoxRow>(
    'SELECT * FROM nft_boxes WHERE code = $1 AND owner_id = $2',
    [code, userId],
  )
  if (!found) throw new AppError('nft_box_not_found')
  const s = await lockSeries(q, Number(found.series_id))
  // read again under the series' lock: a racing opening of the same box has committed by now
  const [box] = await q.query<BoxRow>('SELECT * FROM nft_boxes WHERE code = $1', [code])
  if (box.opened_at) {
    throw new AppError(box.opened_by_house ? 'nft_box_expired' : 'nft_box_opened')
  }
  if (clock.now() >= s.open_until || s.revealed_at) throw new AppError('nft_box_expired')
  const opened = await draw(q, clock, s, box, clientSeed, false)
  await revealIfDone(q, clock, s)
  const [nft] = await nftsWhere(q, userId, 'n.code = $2', [opened.nft_code])
  return { opened, nft }
}

/** Reveals the seed once nothing sold is closed and no more boxes can be sold or opened by users. */
async function revealIfDone(q: Queryable, clock: Clock, s: SeriesLock): Promise<boolean> {
  const now = clock.now()
  const salesOver = s.sold >= s.total || now >= s.sale_end
  if (s.revealed_at || !salesOver || s.opened < s.sold) return false
  // what no box drew stays the house's, to be sold on its own
  await q.query(
    `UPDATE nfts SET status = 'held' WHERE status = 'pool'
        AND item_id IN (SELECT id FROM nft_items WHERE series_id = $1)`,
    [s.id],
  )
  await q.query('UPDATE nft_series SET revealed_at = $2 WHERE id = $1', [s.id, now])
  s.revealed_at = now
  return true
}

/**
 * A job's step for series `id` (claimed FOR UPDATE SKIP LOCKED by the caller): past `open_until`
 * the house opens every box still closed, in the order they were bought, with an empty client
 * seed; then, or once its sale is over and every box is open, the seed is revealed. Returns the
 * house's openings (their owners are told), or undefined when nothing changed.
 */
export async function finishSeries(
  q: Queryable,
  clock: Clock,
  id: number,
): Promise<Opened[] | undefined> {
  const s = await lockSeries(q, id)
  const opened: Opened[] = []
  if (clock.now() >= s.open_until) {
    const closed = await q.query<BoxRow>(
      `SELECT * FROM nft_boxes WHERE series_id = $1 AND opened_at IS NULL ORDER BY bought_at, code`,
      [s.id],
    )
    for (const box of closed) opened.push(await draw(q, clock, s, box, '', true))
  }
  const revealed = await revealIfDone(q, clock, s)
  return revealed || opened.length > 0 ? opened : undefined
}
