// The account records screen as the user meets it: each record's type in words, its change signed
// and coloured, the balance before and after, the account and part; more on demand; a coin filter
// that asks the server again; and empty states that say why and what to do next.
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as recordsApi from '@/services/api/records'
import type { AccountRecord, RecordPage } from '@/services/api/records'
import { session } from '@/stores/session'
import AccountRecordPage from '@/pages/user/accountRecord'
import { RECORD_TYPES } from '@wire/recordTypes'
import { recordTypeKey } from '@/pages/user/accountRecord/labels'
import { t } from '@/locales'
import { openAt, screenText, signedOut, tapText, until } from './helpers'

const testUtils = new TestUtils()

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
})
afterEach(() => {
  if (document.querySelector('.records')) testUtils.unmout()
  jest.restoreAllMocks()
})

const record = (id: number, over: Partial<AccountRecord> = {}): AccountRecord => ({
  id,
  value: '10.00',
  info: 'test',
  type: 'ops_credit',
  currency: 3,
  currency_name: 'USDT',
  before: '0.00',
  after: '10.00',
  created_time: '2030-01-01T00:00:00.000Z',
  wallet: 'legal',
  part: 'available',
  ...over,
})

const page = (data: AccountRecord[], at = 1, pages = 1, total = data.length): RecordPage => ({
  data,
  page: at,
  pages,
  total,
})

async function open() {
  openAt('pages/user/accountRecord')
  await testUtils.mount(AccountRecordPage)
}
const rows = () => [...document.querySelectorAll<HTMLElement>('.record')]

it('has words for every record type', () => {
  for (const key of RECORD_TYPES.map(recordTypeKey)) expect(t(key)).not.toBe(key)
})

it('shows what each record was, by how much, before and after, where', async () => {
  jest.spyOn(recordsApi, 'fetchRecords').mockResolvedValue(
    page([
      record(2, {
        type: 'exchange_out',
        value: '-100.00',
        before: '250.00',
        after: '150.00',
      }),
      record(1, { type: 'move_in', wallet: 'micro', value: '40.25', after: '40.25' }),
    ]),
  )
  await open()
  await until(() => rows().length === 2)
  const [out, moved] = rows().map((r) => r.textContent ?? '')
  expect(out).toContain('Exchanged out')
  expect(out).toContain('-100.00 USDT')
  expect(out).toContain('Before 250.00 → after 150.00')
  expect(out).toContain('Asset account · Available')
  expect(moved).toContain('Moved in')
  expect(moved).toContain('+40.25 USDT')
  expect(moved).toContain('Seconds-trading account · Available')
  const colour = (r: HTMLElement) => r.querySelector<HTMLElement>('.record__value')?.style.color
  expect(rows().map(colour)).toEqual(['rgb(246, 70, 93)', 'rgb(14, 203, 129)'])
})

it('loads the next page on demand and filters by coin', async () => {
  const fetch = jest.spyOn(recordsApi, 'fetchRecords').mockImplementation(({ page: at = 1 }) =>
    Promise.resolve(
      Number(at) === 1
        ? page(
            Array.from({ length: 10 }, (_, i) => record(12 - i)),
            1,
            2,
            12,
          )
        : page([record(2), record(1)], 2, 2, 12),
    ),
  )
  await open()
  await until(() => rows().length === 10)
  testUtils.act(() => tapText('More records'))
  await until(() => rows().length === 12)
  expect(screenText()).toContain('No more records')
  expect(fetch).toHaveBeenLastCalledWith({ page: 2, currency: '', type: '' })

  const btc = [...document.querySelectorAll<HTMLElement>('.records__coins .at-tag')].find(
    (e) => e.textContent?.trim() === 'BTC',
  )
  fetch.mockResolvedValue(page([]))
  await testUtils.act(() => btc?.click())
  await until(() => screenText().includes('No records match these filters.'))
  expect(fetch).toHaveBeenLastCalledWith({ page: 1, currency: 1, type: '' })
  expect(screenText()).toContain('Show all records')
})

it('says there are no records yet, and offers a deposit', async () => {
  jest.spyOn(recordsApi, 'fetchRecords').mockResolvedValue(page([]))
  await open()
  await until(() => screenText().includes('No records yet.'))
  expect(screenText()).toContain('Deposit')
})

it('shows a hold and its release as one movement each, not as income', async () => {
  // newest first, as the server lists them: each shift's receiving half before its giving half
  jest
    .spyOn(recordsApi, 'fetchRecords')
    .mockResolvedValue(
      page([
        record(4, { type: 'withdraw_unfreeze', part: 'available', value: '51.00' }),
        record(3, { type: 'withdraw_unfreeze', part: 'frozen', value: '-51.00' }),
        record(2, { type: 'withdraw_freeze', part: 'frozen', value: '51.00' }),
        record(1, { type: 'withdraw_freeze', part: 'available', value: '-51.00' }),
      ]),
    )
  await open()
  await until(() => rows().length === 2)
  const [release, hold] = rows()
  expect(hold.textContent).toContain('Withdrawal on hold')
  expect(hold.textContent).toContain('Asset account · Available → Frozen')
  expect(hold.querySelector('.record__value')?.textContent).toBe('51.00 USDT')
  expect(hold.querySelector<HTMLElement>('.record__value')?.style.color).toBe('')
  expect(release.textContent).toContain('Withdrawal returned')
  expect(release.textContent).toContain('Asset account · Frozen → Available')
})

it('folds a hold split across two pages once the second has come', async () => {
  jest
    .spyOn(recordsApi, 'fetchRecords')
    .mockImplementation(({ page: at = 1 }) =>
      Promise.resolve(
        Number(at) === 1
          ? page(
              [
                ...Array.from({ length: 9 }, (_, i) => record(20 - i)),
                record(2, { type: 'lock_freeze', part: 'frozen', value: '100.00' }),
              ],
              1,
              2,
              11,
            )
          : page(
              [record(1, { type: 'lock_freeze', part: 'available', value: '-100.00' })],
              2,
              2,
              11,
            ),
      ),
    )
  await open()
  await until(() => rows().length === 10)
  // its other half is on the next page: shown as the record it is until then
  expect(rows()[9].textContent).toContain('+100.00 USDT')
  testUtils.act(() => tapText('More records'))
  await until(() => screenText().includes('No more records'))
  expect(rows()).toHaveLength(10)
  expect(rows()[9].textContent).toContain('Available → Frozen')
})
