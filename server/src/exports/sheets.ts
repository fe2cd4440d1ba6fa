// What each export holds: the table its rows come from, how a stored row becomes the item the app's
// list shows (the list's own function, so the file and the screen cannot disagree), and its columns.
// The header row and the codes are in the user's language, in the words the screens use (issue 47
// item 4: a file of `legal`, `available`, `deposit` under a translated header read as the app's
// internals): a record's account, part and type, a direction or side, an order's kind, a spot
// order's status and end, a position's close reason, a deposit's method and status, a withdrawal's
// status. Amounts and times stay plain. Statuses no screen puts into words (a seconds order's and
// a position's) and a seconds order's result are still their codes.
import type { ExportKind } from '@wire/exports'
import type { Lang } from '@wire/lang'
import type { AppContext } from '../context'
import type { Queryable } from '../infra/db/client'
import { CATALOGUES, t, type MessageKey } from '../infra/i18n'
import { type RechargeRecord, viewOf } from '../deposit/public'
import { type PositionRow, viewPositions } from '../lever/public'
import { toMicroOrder, type MicroOrderRow } from '../microtrade/public'
import { currencyById } from '../infra/money/currencies'
import { recordViews, type RecordRow } from '../records/public'
import { toSpotOrder, type SpotOrderRow } from '../spot/public'
import { toWithdrawal, type WithdrawalRow } from '../withdraw/public'
import type { Cell } from './csv'

/** An ISO instant on the user's clock, as the app shows it: '2026-10-05 14:03:09'. */
export type LocalTime = (iso: string | null) => string

/** How a cell is written: times on the user's clock, codes in the user's words. */
export interface Writing {
  time: LocalTime
  lang: Lang
}

type Column<Item> = readonly [MessageKey, (item: Item, writing: Writing) => Cell]

/**
 * A code's words in the user's language, under `prefix` in the catalogue (the screens'
 * words, copied there: exportWords.test.ts holds them equal); a code newer than the catalogue as
 * it is, as the screen shows it.
 */
function words(prefix: string, code: string, lang: Lang): string {
  const key = `${prefix}${code}`
  return Object.hasOwn(CATALOGUES.en, key) ? t(lang, key as MessageKey) : code
}

export interface Sheet {
  /** the user's rows, each with an id, a user_id and a created_at */
  table: string
  /** the header's message keys; the time column's takes the clock's offset */
  header: readonly MessageKey[]
  lines(ctx: AppContext, q: Queryable, rows: readonly object[], writing: Writing): Promise<Cell[][]>
}

function sheet<Row, Item>(
  table: string,
  items: (ctx: AppContext, q: Queryable, rows: readonly Row[]) => Promise<Item[]> | Item[],
  columns: readonly Column<Item>[],
): Sheet {
  return {
    table,
    header: columns.map(([key]) => key),
    async lines(ctx, q, rows, writing) {
      // `SELECT * FROM <table>` reads exactly the rows this sheet was declared with
      const list = await items(ctx, q, rows as readonly Row[])
      return list.map((item) => columns.map(([, cell]) => cell(item, writing)))
    },
  }
}

const SIDE = { 1: 'buy', 2: 'sell' } as const
const UP_DOWN = { 1: 'up', 2: 'down' } as const
const LONG_SHORT = { 1: 'long', 2: 'short' } as const
const SECONDS_STATUS = { 1: 'trading', 2: 'closing', 3: 'closed' } as const
const RESULT = { '1': 'win', '-1': 'loss', '0': 'draw' } as const
const SPOT_STATUS = { 1: 'open', 2: 'filled' } as const
const LEVER_STATUS = { 0: 'pending', 1: 'open', 2: 'closing', 3: 'closed', 4: 'cancelled' } as const
const DEPOSIT_TYPE = { 1: 'crypto', 2: 'bank', 3: 'third_party' } as const
const DEPOSIT_STATUS = { 1: 'pending', 2: 'approved', 3: 'rejected' } as const
const WITHDRAW_STATUS = { 1: 'pending', 2: 'paid', 3: 'rejected' } as const

const code = (id: number): string => currencyById(id)?.code ?? String(id)

export const SHEETS: Readonly<Record<ExportKind, Sheet>> = {
  records: sheet('account_records', (_ctx, q, rows: readonly RecordRow[]) => recordViews(q, rows), [
    ['export_id', (r) => r.id],
    ['export_time', (r, { time }) => time(r.created_time)],
    ['export_currency', (r) => r.currency_name],
    ['export_account', (r, { lang }) => words('export_account_', r.wallet, lang)],
    ['export_part', (r, { lang }) => words('export_part_', r.part, lang)],
    ['export_type', (r, { lang }) => words('export_type_', r.type, lang)],
    ['export_change', (r) => r.value],
    ['export_before', (r) => r.before],
    ['export_after', (r) => r.after],
    ['export_description', (r) => r.info],
  ]),
  seconds: sheet(
    'micro_orders',
    (ctx, _q, rows: readonly MicroOrderRow[]) =>
      rows.map((r) => toMicroOrder(r, ctx.feed, ctx.clock.now())),
    [
      ['export_id', (o) => o.id],
      ['export_time', (o, { time }) => time(o.created_at)],
      ['export_symbol', (o) => o.symbol_name],
      ['export_direction', (o, { lang }) => words('export_direction_', UP_DOWN[o.type], lang)],
      ['export_seconds', (o) => o.seconds],
      ['export_currency', (o) => o.currency_name],
      ['export_amount', (o) => o.number],
      ['export_fee', (o) => o.fee],
      ['export_open_price', (o) => o.open_price],
      ['export_close_price', (o) => o.end_price],
      ['export_status', (o) => SECONDS_STATUS[o.status]],
      ['export_result', (o) => (o.profit_result === null ? null : RESULT[o.profit_result])],
      ['export_profit', (o) => o.fact_profits],
      ['export_settled_time', (o, { time }) => time(o.complete_at)],
    ],
  ),
  spot: sheet(
    'spot_orders',
    (ctx, _q, rows: readonly SpotOrderRow[]) => rows.map((r) => toSpotOrder(r, ctx.feed)),
    [
      ['export_id', (o) => o.id],
      ['export_time', (o, { time }) => time(o.create_time)],
      ['export_symbol', (o) => o.symbol],
      ['export_side', (o, { lang }) => words('export_side_', SIDE[o.type], lang)],
      ['export_order_kind', (o, { lang }) => words('export_kind_', o.kind, lang)],
      ['export_price', (o) => (o.kind === 'market' ? null : o.target_price)],
      ['export_amount', (o) => o.num],
      ['export_filled', (o) => o.trade_amount],
      ['export_average_price', (o) => o.trade_price],
      ['export_total', (o) => o.trade_total],
      ['export_fee', (o) => o.charge_fee],
      ['export_fee_currency', (o) => code(o.fee_currency)],
      // as the orders screen: open, filled, or why it ended
      [
        'export_status',
        (o, { lang }) =>
          o.status === 3
            ? words('export_end_', o.end_reason ?? 'cancelled', lang)
            : words('export_spot_', SPOT_STATUS[o.status], lang),
      ],
      [
        'export_end_reason',
        (o, { lang }) => (o.end_reason === null ? null : words('export_end_', o.end_reason, lang)),
      ],
    ],
  ),
  lever: sheet(
    'lever_positions',
    async (ctx, q, rows: readonly PositionRow[]) =>
      (await viewPositions(q, ctx.feed, ctx.clock.now(), rows)).map((v) => v.position),
    [
      ['export_id', (p) => p.id],
      ['export_time', (p, { time }) => time(p.create_time)],
      ['export_symbol', (p) => p.symbol],
      ['export_side', (p, { lang }) => words('export_side_', LONG_SHORT[p.type], lang)],
      ['export_lots', (p) => p.share],
      ['export_multiple', (p) => p.multiple],
      ['export_amount', (p) => p.number],
      ['export_open_price', (p) => p.price],
      ['export_close_price', (p) => p.close_price],
      ['export_margin', (p) => p.origin_caution_money],
      ['export_fee', (p) => p.trade_fee],
      ['export_overnight', (p) => p.overnight],
      ['export_profit', (p) => p.fact_profits],
      ['export_status', (p) => LEVER_STATUS[p.status]],
      [
        'export_close_reason',
        (p, { lang }) =>
          p.close_reason === null ? null : words('export_close_', p.close_reason, lang),
      ],
      ['export_open_time', (p, { time }) => time(p.open_time)],
      ['export_close_time', (p, { time }) => time(p.close_time)],
    ],
  ),
  deposits: sheet('recharges', (_ctx, _q, rows: readonly RechargeRecord[]) => rows.map(viewOf), [
    ['export_id', (d) => d.id],
    ['export_time', (d, { time }) => time(d.created_at)],
    ['export_currency', (d) => d.currency_name],
    ['export_deposit_type', (d, { lang }) => words('export_method_', DEPOSIT_TYPE[d.type], lang)],
    ['export_network', (d) => d.sub_type],
    ['export_amount', (d) => d.amount],
    ['export_bonus', (d) => d.give],
    ['export_status', (d, { lang }) => words('export_deposit_', DEPOSIT_STATUS[d.status], lang)],
    ['export_remark', (d) => d.remark],
    ['export_decided_time', (d, { time }) => time(d.decided_at)],
  ]),
  withdrawals: sheet(
    'withdrawals',
    (_ctx, _q, rows: readonly WithdrawalRow[]) => rows.map(toWithdrawal),
    [
      ['export_id', (w) => w.id],
      ['export_time', (w, { time }) => time(w.create_time)],
      ['export_currency', (w) => w.currency_name],
      ['export_network', (w) => w.type],
      ['export_address', (w) => w.address],
      ['export_debited', (w) => w.number],
      ['export_fee', (w) => w.fee],
      ['export_received', (w) => w.amount],
      [
        'export_status',
        (w, { lang }) => words('export_withdraw_', WITHDRAW_STATUS[w.status], lang),
      ],
      ['export_remark', (w) => w.remark],
    ],
  ),
}
