// The house's simulated liquidity (issue 26 item 3): an account of its own quotes a ladder of limit
// orders on both sides of every spot book around the feed's price, so every book has depth and
// trades near the feed. It is funded through the ledger from the house account, trades by the
// same engine and rules as anyone, and is labelled as simulated wherever users see it. A still
// market does not churn it: a quote stays while its price is within requote_bps of where it
// should be and it holds at least half its size.
import { randomBytes } from 'node:crypto'
import { AppError } from '../infra/appError'
import type { Clock } from '../infra/clock'
import type { Db, Queryable } from '../infra/db/client'
import type { MarketFeed, SymbolInfo } from '../market/public'
import { dec, Decimal } from '../infra/money/decimal'
import { applyChange, readParts } from '../infra/money/ledger'
import type { BookChange } from './bookChange'
import { cancelSpotOrder } from './cancel'
import { lockMarket, type MarketRow, readMarket, rulesOf } from './markets'
import { needOf, type Side } from './order'
import type { SpotRules } from './rules'
import { SPOT_WALLET } from './settle'
import { matchAndSettle } from './submit'

export interface MakerSettings {
  enabled: boolean
  spreadBps: number
  levels: number
  levelStepBps: number
  /** the first level's size in the quote currency */
  levelNotional: string
  requoteBps: number
  refreshMs: number
}

interface SettingsRow {
  enabled: boolean
  spread_bps: number
  levels: number
  level_step_bps: number
  level_notional: string
  requote_bps: number
  refresh_ms: number
}

export async function readMakerSettings(q: Queryable): Promise<MakerSettings> {
  const [row] = await q.query<SettingsRow>('SELECT * FROM spot_market_maker WHERE id = 1')
  return {
    enabled: row.enabled,
    spreadBps: row.spread_bps,
    levels: row.levels,
    levelStepBps: row.level_step_bps,
    levelNotional: dec(row.level_notional).toFixed(),
    requoteBps: row.requote_bps,
    refreshMs: row.refresh_ms,
  }
}

export interface Quote {
  side: Side
  price: Decimal
  amount: Decimal
}

const BPS = new Decimal(10000)

/**
 * Orders placed in one round at most. Laying every book at a start is a few hundred placements;
 * spread over rounds, a server just started answers its users meanwhile (a round's placements
 * take PGlite's one connection in turns with them).
 */
export const PLACEMENTS_PER_ROUND = 40

/** What a round may still place; quoteSymbol takes from it. */
export interface RoundBudget {
  placements: number
}

/**
 * Where the maker's orders should be around `index`: level i of each side sits half the spread
 * plus i steps away (bids rounded down onto the tick, asks up, so no quote is inside the spread it
 * was given), holding levelNotional x (1 + i/2) of the quote currency, rounded down onto the step.
 * A level too small for the minimum order is left out.
 */
export function ladder(index: Decimal, rules: SpotRules, s: MakerSettings): Quote[] {
  const quotes: Quote[] = []
  for (let i = 0; i < s.levels; i++) {
    const offset = new Decimal(s.spreadBps)
      .div(2)
      .plus(i * s.levelStepBps)
      .div(BPS)
    const notional = dec(s.levelNotional).times(new Decimal(i).div(2).plus(1))
    for (const side of ['buy', 'sell'] as const) {
      const raw = index.times(side === 'buy' ? Decimal.sub(1, offset) : offset.plus(1))
      const ticks = raw.div(rules.tick)
      const price = (side === 'buy' ? ticks.floor() : ticks.ceil()).times(rules.tick)
      if (price.lte(0)) continue
      const amount = notional.div(price).div(rules.step).floor().times(rules.step)
      if (amount.lte(0) || amount.times(price).lt(rules.minNotional)) continue
      quotes.push({ side, price, amount })
    }
  }
  return quotes
}

const known = new WeakMap<Db, { houseId: number; makerId: number }>()

/** The house and its market maker, created on first use; neither can sign in. */
export async function houseAccounts(
  db: Db,
  clock: Clock,
): Promise<{ houseId: number; makerId: number }> {
  const cached = known.get(db)
  if (cached) return cached
  const ids: Partial<Record<'house' | 'market_maker', number>> = {}
  for (const role of ['house', 'market_maker'] as const) {
    const key = `${role.replace('_', '-')}@house.invalid`
    await db.query(
      `INSERT INTO users (account_key, account_type, account, nickname, password_hash, invite_code,
                          role, created_at)
       VALUES ($1, 'email', $1, $2, '!', $3, $4, $5) ON CONFLICT DO NOTHING`,
      [
        key,
        role === 'house' ? 'House' : 'Simulated liquidity',
        `HOUSE-${randomBytes(8).toString('hex')}`,
        role,
        clock.now(),
      ],
    )
    const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE role = $1', [role])
    ids[role] = row.id
  }
  const accounts = { houseId: ids.house ?? 0, makerId: ids.market_maker ?? 0 }
  known.set(db, accounts)
  return accounts
}

/**
 * Tops the available part of the maker's spot account in `currencyId` up to twice `need` when it
 * holds less: the house issues the simulated amount and passes it on, each step an account
 * record. A transaction of its own, taken before any book is locked.
 */
async function fund(
  db: Db,
  clock: Clock,
  accounts: { houseId: number; makerId: number },
  currencyId: number,
  need: Decimal,
): Promise<void> {
  const held = await readParts(db, { userId: accounts.makerId, currencyId, wallet: SPOT_WALLET })
  if (held.available.gte(need)) return
  const amount = need.times(2).minus(held.available)
  await db.tx(async (q) => {
    const house = { userId: accounts.houseId, currencyId, wallet: SPOT_WALLET } as const
    const info = 'Simulated liquidity for the spot books'
    await applyChange(q, clock, { ...house, change: amount, type: 'house_issue', info })
    await applyChange(q, clock, { ...house, change: amount.neg(), type: 'mm_fund', info })
    await applyChange(q, clock, {
      userId: accounts.makerId,
      currencyId,
      wallet: SPOT_WALLET,
      change: amount,
      type: 'mm_fund',
      info,
    })
  })
}

interface OpenQuote {
  id: number
  type: number
  price: string
  remaining: string
}

/**
 * Brings one symbol's quotes to the ladder around the feed's price now. Stale quotes go in one
 * transaction; each new one is its own (it may trade with users, whose accounts it then locks in
 * the one global order). Returns the book changes to publish.
 */
export async function quoteSymbol(
  db: Db,
  clock: Clock,
  feed: MarketFeed,
  match: SymbolInfo,
  settings: MakerSettings,
  accounts: { houseId: number; makerId: number },
  budget: RoundBudget = { placements: PLACEMENTS_PER_ROUND },
): Promise<BookChange[]> {
  const now = clock.now()
  // Taken for this round: a node that finds the book taken within refresh_ms leaves it alone.
  // One statement on a still market: a round costs a book this and the read of its quotes.
  const take = () =>
    db.query<MarketRow>(
      `UPDATE spot_markets SET mm_quoted_at = $2
        WHERE match_id = $1 AND (mm_quoted_at IS NULL OR mm_quoted_at <= $3) RETURNING *`,
      [match.id, now, new Date(now.getTime() - settings.refreshMs)],
    )
  let [market] = await take()
  if (!market && !(await readMarket(db, match.id))) {
    // the book's first round: its row is made with the defaults, then taken
    await db.tx((q) => lockMarket(q, match))
    ;[market] = await take()
  }
  if (!market || market.status !== 1) return []
  const rules = rulesOf(market)
  const index = dec(feed.priceAt(match.id, now.getTime()))
  const wanted = ladder(index, rules, settings)
  const open = await db.query<OpenQuote>(
    `SELECT id, type, price, remaining FROM spot_orders
      WHERE match_id = $1 AND user_id = $2 AND status = 1 ORDER BY id`,
    [match.id, accounts.makerId],
  )
  const tolerance = new Decimal(settings.requoteBps).div(BPS)
  const missing: Quote[] = []
  const kept = new Set<number>()
  for (const quote of wanted) {
    const code = quote.side === 'buy' ? 1 : 2
    const fits = open.find(
      (o) =>
        !kept.has(o.id) &&
        o.type === code &&
        dec(o.price).minus(quote.price).abs().lte(quote.price.times(tolerance)) &&
        dec(o.remaining).gte(quote.amount.div(2)),
    )
    if (fits) kept.add(fits.id)
    else missing.push(quote)
  }
  const stale = open.filter((o) => !kept.has(o.id)).map((o) => o.id)
  const changes = await cancelQuotes(db, clock, feed, accounts.makerId, stale)
  const need = (leg: 'base' | 'quote') =>
    missing
      .filter((w) => (w.side === 'buy' ? 'quote' : 'base') === leg)
      .reduce((sum, w) => sum.plus(needOf(w.side, w.price, w.amount)), new Decimal(0))
  if (missing.length > 0) {
    await fund(db, clock, accounts, match.legal_id, need('quote'))
    await fund(db, clock, accounts, match.currency_id, need('base'))
  }
  for (const quote of missing) {
    if (budget.placements <= 0) break
    budget.placements--
    const placed = await unlessRefused(() =>
      db.tx(async (q) => {
        const locked = await lockMarket(q, match)
        return matchAndSettle(q, now, feed, match, locked, {
          id: '',
          userId: String(accounts.makerId),
          side: quote.side,
          kind: 'limit',
          price: quote.price.toFixed(),
          amount: quote.amount.toFixed(),
          tif: 'GTC',
        })
      }),
    )
    if (placed?.ok) changes.push(placed.change)
  }
  return changes
}

/** One round over every spot book; nothing when the operator has switched the maker off. */
export async function marketMakerRound(
  db: Db,
  clock: Clock,
  feed: MarketFeed,
): Promise<BookChange[]> {
  const settings = await readMakerSettings(db)
  const accounts = await houseAccounts(db, clock)
  if (!settings.enabled) return withdrawQuotes(db, clock, feed, accounts.makerId)
  const now = clock.now().getTime()
  const changes: BookChange[] = []
  const budget: RoundBudget = { placements: PLACEMENTS_PER_ROUND }
  for (const match of feed.matches()) {
    if (budget.placements <= 0) break
    if (match.open_coin_trade !== 1 || match.listed_at > now) continue
    changes.push(...(await quoteSymbol(db, clock, feed, match, settings, accounts, budget)))
  }
  return changes
}

/** Switched off: every quote of the maker leaves the book, its holdings released. */
async function withdrawQuotes(
  db: Db,
  clock: Clock,
  feed: MarketFeed,
  makerId: number,
): Promise<BookChange[]> {
  const open = await db.query<{ id: number }>(
    'SELECT id FROM spot_orders WHERE user_id = $1 AND status = 1 ORDER BY id',
    [makerId],
  )
  return cancelQuotes(
    db,
    clock,
    feed,
    makerId,
    open.map((o) => o.id),
  )
}

/** Cancels the maker's orders, each in its own transaction. */
async function cancelQuotes(
  db: Db,
  clock: Clock,
  feed: MarketFeed,
  makerId: number,
  ids: readonly number[],
): Promise<BookChange[]> {
  const changes: BookChange[] = []
  for (const id of ids) {
    const done = await unlessRefused(() =>
      db.tx((q) => cancelSpotOrder(q, clock, feed, makerId, id)),
    )
    if (done) changes.push(done.change)
  }
  return changes
}

/**
 * `act`'s result, or undefined when it was refused (a quote's funding raced a fill on another
 * book, an order to cancel has just filled): the next round sees the book as it then is.
 */
async function unlessRefused<T>(act: () => Promise<T>): Promise<T | undefined> {
  try {
    return await act()
  } catch (err) {
    if (err instanceof AppError) return undefined
    throw err
  }
}
