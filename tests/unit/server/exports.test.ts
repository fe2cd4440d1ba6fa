// Exports (issue 32 item 5): the CSV of a period holds exactly the rows the app's list shows for
// that period (each kind, the user's own, in the user's clock), in parts a client can follow, and
// refuses a period it cannot cover.
import type { PayloadOf } from '@wire/catalogue'
import type { LeverPosition } from '@wire/catalogue/lever'
import type { MicroOrder } from '@wire/microtrade'
import type { SpotOrder } from '@wire/catalogue/spot'
import { applyChange } from '../../../server/src/infra/money/ledger'
import { dec } from '../../../server/src/infra/money/decimal'
import { periodOf } from '../../../server/src/exports/exports'
import { t, type MessageKey } from '../../../server/src/infra/i18n'
import { uploadImage } from './certificationHelpers'
import { call, failure, okMessage, typesWithoutSession } from './helpers'
import { submit as submitLever } from './leverHelpers'
import { fund, submit as submitSeconds, USDT } from './microtradeHelpers'
import { spotUser, trade } from './spotHttpHelpers'
import {
  OPS_TOKEN,
  TRON,
  out,
  plainUser,
  readyUser,
  server,
  startWithdrawServer,
  withdrawCode,
} from './withdrawHelpers'

type Part = PayloadOf<'exportCsv'>
type Record_ = PayloadOf<'accountList'>['data'][number]

startWithdrawServer()

const FEB = { start: '2030-02-01', end: '2030-02-28' }
/** Around February's edges, in UTC: the first and last are outside it, the others inside. */
const EDGES = [
  '2030-01-31T23:30:00Z',
  '2030-02-01T00:30:00Z',
  '2030-02-14T12:00:00Z',
  '2030-02-28T23:30:00Z',
  '2030-03-01T00:30:00Z',
]

/** RFC 4180 as a spreadsheet reads it: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  expect(cell).toBe('') // every line ended with CRLF
  return rows
}

async function exportParts(
  token: string,
  kind: string,
  period = FEB,
  offset = '0',
  lang = 'en',
): Promise<Part[]> {
  const parts: Part[] = []
  let after = 0
  do {
    const body = { kind, ...period, offset, after: String(after), lang }
    const part = okMessage(await call<Part>(server, 'POST', '/api/export/csv', { token, body }))
    parts.push(part)
    after = part.next
  } while (after > 0)
  return parts
}

/** The file as the app joins it: header row, then the rows. */
async function exported(token: string, kind: string, offset = '0') {
  const text = (await exportParts(token, kind, FEB, offset)).map((p) => p.csv).join('')
  expect(text.startsWith('\uFEFF')).toBe(true)
  const [header, ...rows] = parseCsv(text.slice(1))
  return { header, rows }
}

/** Every page of one of the app's lists, newest first as the app shows it. */
async function wholeList<T>(token: string, method: 'GET' | 'POST', path: string) {
  const items: T[] = []
  for (let page = 1; ; page++) {
    const body = { page: String(page), limit: '50' }
    const answer = okMessage(
      await call<{ data: T[]; pages: number }>(server, method, path, { token, body }),
    )
    items.push(...answer.data)
    if (page >= answer.pages) return items
  }
}

/** The list's items created in February on a clock `offset` minutes east of UTC, oldest first. */
function inFebruary<T>(items: T[], timeOf: (item: T) => string, offset = 0): T[] {
  const { from, to } = periodOf(FEB.start, FEB.end, offset)
  return items
    .filter((i) => {
      const at = Date.parse(timeOf(i))
      return at >= from.getTime() && at < to.getTime()
    })
    .reverse()
}

/** '2030-02-14 12:00:00' for an ISO time, on the clock `offset` minutes east of UTC. */
const local = (iso: string | null, offset = 0) =>
  iso === null
    ? ''
    : new Date(Date.parse(iso) + offset * 60_000).toISOString().slice(0, 19).replace('T', ' ')

const text = (v: string | number | null) => (v === null ? '' : String(v))

/** A code as the records screen names it, in English (exportWords.test.ts: the same words). */
const en = (key: string) => t('en', key as MessageKey)

const recordCells = (r: Record_, offset = 0) => [
  String(r.id),
  local(r.created_time, offset),
  r.currency_name,
  en(`export_account_${r.wallet}`),
  en(`export_part_${r.part}`),
  en(`export_type_${r.type}`),
  r.value,
  r.before,
  r.after,
  r.info,
]

describe('POST /export/csv', () => {
  it('needs a session', async () => {
    expect(await typesWithoutSession(server, [['POST', '/api/export/csv']])).toEqual(['999'])
  })

  it('writes the account records of a month, on the user’s clock, in parts, as the list shows them', async () => {
    server.clock.set('2030-01-31T00:00:00Z')
    const user = await plainUser()
    const other = await plainUser()
    for (const at of EDGES) {
      server.clock.set(at)
      await fund(server.db, server.clock, user.id, '10.5', USDT, 'legal')
      await fund(server.db, server.clock, other.id, '1', USDT, 'legal')
    }
    // a thousand more in mid-February: the file comes in three parts
    server.clock.set('2030-02-10T00:00:00Z')
    await server.db.tx(async (q) => {
      for (let i = 0; i < 1000; i++) {
        server.clock.advance(1000)
        await applyChange(q, server.clock, {
          userId: user.id,
          currencyId: USDT,
          wallet: 'micro',
          change: dec('0.01'),
          type: 'ops_credit',
          info: 'test funds',
        })
      }
    })
    const list = await wholeList<Record_>(user.token, 'POST', '/api/account/list')

    const parts = await exportParts(user.token, 'records')
    expect(parts.map((p) => p.rows)).toEqual([500, 500, 3])
    expect(parts.map((p) => p.total)).toEqual([1003, 1003, 1003])
    expect(parts[2].next).toBe(0)
    const { header, rows } = await exported(user.token, 'records')
    expect(header).toEqual([
      'ID',
      'Time (UTC)',
      'Currency',
      'Account',
      'Balance part',
      'Type',
      'Change',
      'Before',
      'After',
      'Description',
    ])
    expect(rows).toEqual(inFebruary(list, (r) => r.created_time).map((r) => recordCells(r)))
    expect(rows.map((r) => r[1]).slice(0, 1)).toEqual(['2030-02-01 00:30:00'])

    // on UTC+1 February starts an hour earlier and ends an hour earlier
    const east = await exported(user.token, 'records', '60')
    expect(east.header[1]).toBe('Time (UTC+01:00)')
    expect(east.rows).toEqual(
      inFebruary(list, (r) => r.created_time, 60).map((r) => recordCells(r, 60)),
    )
    expect(east.rows[0][1]).toBe('2030-02-01 00:30:00') // 23:30 UTC on 31 January
    // 23:30 UTC on 28 February is 1 March there
    const lastEdge = rows.find((r) => r[1] === '2030-02-28 23:30:00')
    expect(east.rows.map((r) => r[0])).not.toContain(lastEdge?.[0])
    expect(east.rows).toHaveLength(rows.length)

    // the other user's file holds the other user's rows only
    const theirs = await exported(other.token, 'records')
    expect(theirs.rows).toHaveLength(3)
    expect(theirs.rows.every((r) => r[6] === '1.00')).toBe(true)
    // a thousand writes and six files: more than the default 5 s on a shared machine
  }, 30_000)

  it('writes each kind of order, deposit and withdrawal of a month as its list shows it', async () => {
    server.clock.set('2030-02-12T00:00:00Z')
    const user = await readyUser('1000')
    await fund(server.db, server.clock, user.id, '1000', USDT, 'micro')
    await fund(server.db, server.clock, user.id, '1000', USDT, 'lever')
    const spot = await spotUser(server, { [USDT]: '1000' })
    const voucher = await uploadImage(server, user.token)
    okMessage(
      await call(server, 'POST', '/ops/network', {
        body: { currency: 'USDT', type: 'TRC20', deposit_address: TRON },
        headers: { 'x-ops-token': OPS_TOKEN },
      }),
    )
    const times = ['2030-02-14T12:00:00Z', '2030-03-01T00:30:00Z']
    for (const at of times) {
      server.clock.set(at)
      const code = await withdrawCode(user)
      okMessage(await out(user, { address_id: String(user.addressId), code, number: '20' }))
      okMessage(
        await call(server, 'POST', '/api/wallet/charge_req', {
          token: user.token,
          body: { currency: 'USDT', type: '1', sub_type: 'TRC20', account: voucher, amount: '50' },
        }),
      )
    }
    // orders after the withdrawals: an open seconds trade holds withdrawals back
    for (const at of times) {
      server.clock.set(at)
      await submitSeconds(server, user.token, { number: '10' })
      okMessage(await submitLever(server, user.token, {}))
      okMessage(
        await trade(server, spot.token, { type: '1', amount: '0.001', target_price: '5000' }),
      )
    }

    const seconds = await exported(user.token, 'seconds')
    const orders = await wholeList<MicroOrder>(user.token, 'GET', '/api/microtrade/lists')
    expect(seconds.rows).toEqual(
      inFebruary(orders, (o) => o.created_at).map((o) => [
        String(o.id),
        local(o.created_at),
        o.symbol_name,
        o.type === 1 ? 'Up' : 'Down',
        String(o.seconds),
        o.currency_name,
        o.number,
        o.fee,
        o.open_price,
        text(o.end_price),
        { 1: 'trading', 2: 'closing', 3: 'closed' }[o.status],
        o.profit_result === null ? '' : { 1: 'win', '-1': 'loss', 0: 'draw' }[o.profit_result],
        text(o.fact_profits),
        local(o.complete_at),
      ]),
    )
    expect(seconds.rows).toHaveLength(1)

    const lever = await exported(user.token, 'lever')
    const positions = await wholeList<LeverPosition>(user.token, 'POST', '/api/lever/my_trade')
    expect(lever.rows).toHaveLength(1)
    const [p] = inFebruary(positions, (x) => x.create_time)
    expect(lever.rows[0]).toEqual([
      String(p.id),
      local(p.create_time),
      p.symbol,
      'Long',
      String(p.share),
      String(p.multiple),
      p.number,
      text(p.price),
      text(p.close_price),
      p.origin_caution_money,
      p.trade_fee,
      p.overnight,
      text(p.fact_profits),
      'open',
      '',
      local(p.open_time),
      '',
    ])

    const spotFile = await exported(spot.token, 'spot')
    const spotOrders = await wholeList<SpotOrder>(spot.token, 'GET', '/api/coin/list')
    const [o] = inFebruary(spotOrders, (x) => x.create_time)
    expect(spotFile.rows).toEqual([
      [
        String(o.id),
        local(o.create_time),
        'BTC/USDT',
        'Buy',
        'Limit',
        o.target_price,
        o.num,
        o.trade_amount,
        o.trade_price,
        o.trade_total,
        o.charge_fee,
        'BTC',
        'Open',
        '',
      ],
    ])

    const deposits = await exported(user.token, 'deposits')
    type Recharge = PayloadOf<'rechargeLog'>['data'][number]
    const recharges = await wholeList<Recharge>(user.token, 'GET', '/api/recharge/log')
    const [d] = inFebruary(recharges, (x) => x.created_at)
    expect(deposits.rows).toEqual([
      [
        String(d.id),
        local(d.created_at),
        'USDT',
        'Virtual currency',
        'TRC20',
        '50.00',
        '0.00',
        'Pending review',
        '',
        '',
      ],
    ])

    const withdrawals = await exported(user.token, 'withdrawals')
    type Withdrawal = PayloadOf<'withdrawList'>['data'][number]
    const outs = await wholeList<Withdrawal>(user.token, 'GET', '/api/user/withdraw/list')
    const [w] = inFebruary(outs, (x) => x.create_time)
    expect(withdrawals.rows).toEqual([
      [
        String(w.id),
        local(w.create_time),
        'USDT',
        'TRC20',
        TRON,
        w.number,
        w.fee,
        '20.00',
        'Under review',
        w.remark,
      ],
    ])
  })

  it('writes the header in the user’s language, and an empty period as the header alone', async () => {
    const user = await plainUser()
    const [part] = await exportParts(user.token, 'withdrawals', FEB, '480', 'de')
    expect(part).toMatchObject({ rows: 0, total: 0, next: 0 })
    const [header] = parseCsv(part.csv.slice(1))
    expect(header[1]).toMatch(/UTC\+08:00/)
    expect(header[1]).not.toBe('Time (UTC+08:00)')
  })

  it('refuses a period it cannot cover, in words', async () => {
    const user = await plainUser()
    const refused = async (body: Record<string, string>) =>
      failure(
        await call(server, 'POST', '/api/export/csv', {
          token: user.token,
          body: { kind: 'records', ...FEB, offset: '0', ...body },
        }),
      ).message
    const words = 'Choose a period of 1 to 366 days, its first day not after its last'
    expect(await refused({ start: '2030-03-01' })).toBe(words) // ends before it starts
    expect(await refused({ start: '2029-01-01', end: '2030-01-02' })).toBe(words) // 367 days
    expect(await refused({ end: '2030-02-30' })).toBe(words) // no such day
    expect(await refused({ end: '2030-2-28' })).toBe(words)
    const clock =
      "offset must be the device clock's minutes east of UTC, a whole number from -720 to 840"
    expect(await refused({ offset: '900' })).toBe(clock)
    expect(await refused({ offset: '+60' })).toBe(clock)
    expect(await refused({ kind: 'passwords' })).not.toBe('')
    // a leap year's whole year is one period
    expect(await refused({ start: '2028-01-01', end: '2028-12-31' }).catch(() => 'ok')).toBe('ok')
  })
})
