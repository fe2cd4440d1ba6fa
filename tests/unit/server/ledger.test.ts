// The ledger: one function changes balances, inside the caller's transaction; each part of a
// balance (available, frozen) is the sum of its account records and never goes below zero.
import { ManualClock } from '../../../server/src/infra/clock'
import type { Db } from '../../../server/src/infra/db/client'
import {
  applyChange,
  lockBalance,
  readBalance,
  readParts,
  shiftParts,
  type BalanceChange,
} from '../../../server/src/infra/money/ledger'
import { dec } from '../../../server/src/infra/money/decimal'
import { AppError } from '../../../server/src/infra/appError'
import { BOOT_TIMEOUT, openTestDb } from './helpers'
import { brokenChains, ledgerMismatches, makeUser, USDT } from './microtradeHelpers'

let db: Db
const clock = new ManualClock()
beforeAll(async () => {
  db = await openTestDb()
}, BOOT_TIMEOUT)
afterAll(() => db.close())

const change = (userId: number, amount: string, extra: Partial<BalanceChange> = {}) =>
  db.tx((q) =>
    applyChange(q, clock, {
      userId,
      currencyId: USDT,
      wallet: 'micro',
      change: dec(amount),
      type: 'ops_credit',
      info: 'test',
      ...extra,
    }),
  )
const account = (userId: number) => ({ userId, currencyId: USDT, wallet: 'micro' as const })

describe('applyChange', () => {
  it('creates the balance at 0 on first use and records before, after and change', async () => {
    const { id } = await makeUser(db, clock)
    expect((await readBalance(db, account(id))).toFixed()).toBe('0')
    const first = await change(id, '100.25', { ref: { type: 'ops_audit', id: 7 } })
    expect([first.before.toFixed(), first.after.toFixed()]).toEqual(['0', '100.25'])
    const second = await change(id, '-0.25', { type: 'micro_stake' })
    expect(second.after.toFixed()).toBe('100')
    const records = await db.query(
      `SELECT before, after, change, type, info, ref_type, ref_id,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS created_at
         FROM account_records WHERE user_id = $1 ORDER BY id`,
      [id],
    )
    expect(records).toEqual([
      {
        before: '0',
        after: '100.25',
        change: '100.25',
        type: 'ops_credit',
        info: 'test',
        ref_type: 'ops_audit',
        ref_id: 7,
        created_at: '2030-01-01T00:00:00',
      },
      {
        before: '100.25',
        after: '100',
        change: '-0.25',
        type: 'micro_stake',
        info: 'test',
        ref_type: null,
        ref_id: null,
        created_at: '2030-01-01T00:00:00',
      },
    ])
  })

  it('refuses to go below zero and writes nothing', async () => {
    const { id } = await makeUser(db, clock)
    await change(id, '10')
    const refused = await change(id, '-10.01').catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).key).toBe('insufficient_balance')
    expect((await readBalance(db, account(id))).toFixed()).toBe('10')
    const [{ n }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM account_records WHERE user_id = $1',
      [id],
    )
    expect(n).toBe(1)
    // Exactly to zero is allowed.
    expect((await change(id, '-10')).after.toFixed()).toBe('0')
  })

  it('rolls back with the caller: a change in a failed transaction never happened', async () => {
    const { id } = await makeUser(db, clock)
    await change(id, '50')
    await expect(
      db.tx(async (q) => {
        await applyChange(q, clock, {
          ...account(id),
          change: dec('-20'),
          type: 'micro_stake',
          info: 'test',
        })
        throw new Error('the rest of the request failed')
      }),
    ).rejects.toThrow('the rest of the request failed')
    expect((await readBalance(db, account(id))).toFixed()).toBe('50')
  })

  it('refuses a zero change (a record that moves nothing says nothing)', async () => {
    const { id } = await makeUser(db, clock)
    await expect(change(id, '0')).rejects.toThrow(RangeError)
  })

  it('keeps amounts exact beyond 20 significant digits', async () => {
    const { id } = await makeUser(db, clock)
    await change(id, '123456789012345678901234.12345678')
    const after = await change(id, '0.00000001')
    expect(after.after.toFixed()).toBe('123456789012345678901234.12345679')
  })

  it('creates the row once when first changes race, and loses no change', async () => {
    const { id } = await makeUser(db, clock)
    await Promise.all(Array.from({ length: 20 }, () => change(id, '1.01')))
    expect((await readBalance(db, account(id))).toFixed()).toBe('20.2')
    const rows = await db.query('SELECT 1 FROM balances WHERE user_id = $1', [id])
    expect(rows).toHaveLength(1)
  })

  it('lockBalance reads 0 for a new account and keeps wallets apart', async () => {
    const { id } = await makeUser(db, clock)
    await change(id, '5', { wallet: 'legal' })
    const micro = await db.tx((q) => lockBalance(q, account(id)))
    const legal = await db.tx((q) => lockBalance(q, { ...account(id), wallet: 'legal' }))
    expect([micro.toFixed(), legal.toFixed()]).toEqual(['0', '5'])
  })

  it('the database itself refuses a negative balance or a record that does not add up', async () => {
    const { id } = await makeUser(db, clock)
    await change(id, '1')
    await expect(
      db.query('UPDATE balances SET balance = -1 WHERE user_id = $1', [id]),
    ).rejects.toThrow()
    await expect(
      db.query(
        `INSERT INTO account_records (user_id, currency_id, wallet, before, after, change, type,
                                      info, created_at)
         VALUES ($1, 3, 'micro', 1, 3, 1, 'ops_credit', 'bad', now())`,
        [id],
      ),
    ).rejects.toThrow()
  })

  it('freezes and unfreezes between the parts, one record each way, never more than held', async () => {
    const { id: userId } = await makeUser(db, clock)
    await change(userId, '100')
    const shift = (direction: 'freeze' | 'unfreeze', amount: string) =>
      db.tx((q) =>
        shiftParts(q, clock, direction, {
          ...account(userId),
          amount: dec(amount),
          type: 'ops_credit',
          info: 'test',
        }),
      )
    await shift('freeze', '30.25')
    expect(await readParts(db, account(userId))).toEqual({
      available: dec('69.75'),
      frozen: dec('30.25'),
    })
    // spending reaches only the available part
    await expect(change(userId, '-69.76')).rejects.toThrow(AppError)
    await expect(shift('freeze', '69.76')).rejects.toThrow(AppError)
    await expect(shift('unfreeze', '30.26')).rejects.toThrow(AppError)
    await shift('unfreeze', '30.25')
    const parts = await readParts(db, account(userId))
    expect([parts.available.toFixed(), parts.frozen.toFixed()]).toEqual(['100', '0'])
    const records = await db.query<{ part: string; change: string }>(
      'SELECT part, change FROM account_records WHERE user_id = $1 ORDER BY id',
      [userId],
    )
    expect(records.map((r) => [r.part, dec(r.change).toFixed()])).toEqual([
      ['available', '100'],
      ['available', '-30.25'],
      ['frozen', '30.25'],
      ['frozen', '-30.25'],
      ['available', '30.25'],
    ])
    await expect(shift('freeze', '0')).rejects.toThrow(RangeError)
  })

  it('holds balance == sum(change) and an unbroken before/after chain for every account', async () => {
    expect(await ledgerMismatches(db)).toEqual([])
    expect(await brokenChains(db)).toEqual([])
  })
})
