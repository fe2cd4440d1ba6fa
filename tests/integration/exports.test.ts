// services/api/exports.ts against the real reference server (issue 32 item 5): the file the
// export page saves holds the rows the records page shows for the period, oldest first, read part
// by part with the progress told; a stopped export gives no file; a refused period comes back in
// words with no toast.
import dayjs from 'dayjs'
import { exportCsv, type ExportProgress } from '@/services/api/exports'
import { fetchRecords, type AccountRecord } from '@/services/api/records'
import { moveFunds } from '@/services/api/wallet'
import { ApiError, newRequestKey } from '@/services/http'
import { activateLanguage, t } from '@/locales'
import { accountLabel, partLabel, typeLabel } from '@/pages/user/accountRecord/labels'
import { session } from '@/stores/session'
import { formatDateTime } from '@/utils/dates'
import { creditUser, observePlatform, resetClient, signedInUser, type Observed } from './support'

let seen: Observed
beforeEach(async () => {
  await resetClient()
  seen = observePlatform()
})
afterEach(() => jest.restoreAllMocks())

const today = dayjs().format('YYYY-MM-DD')
const query = (kind: 'records' | 'withdrawals') => ({
  kind,
  start: today,
  end: today,
  offset: String(dayjs().utcOffset()),
})

/** Every record the records page would show, oldest first. */
async function allRecords(): Promise<AccountRecord[]> {
  const list: AccountRecord[] = []
  for (let page = 1; ; page++) {
    const answer = await fetchRecords({ page, limit: 50 })
    list.push(...answer.data)
    if (page >= answer.pages) return list.reverse()
  }
}

it('saves the records the app shows for the period, with the progress told', async () => {
  const { email } = await signedInUser()
  await creditUser(email, '250.75', 'legal')
  await creditUser(email, '10', 'micro')
  await moveFunds(
    { currency_id: 3, number: '100.50', from_field: 'legal', to_field: 'micro' },
    newRequestKey(),
  )
  const progress: ExportProgress[] = []
  const file = await exportCsv(
    query('records'),
    (p) => progress.push(p),
    () => false,
  )
  if (!file) throw new Error('no file')

  expect(file.csv.startsWith('\uFEFFID,Time (UTC')).toBe(true)
  const lines = file.csv.slice(1).split('\r\n')
  expect(lines.pop()).toBe('') // every line ends with CRLF
  const [, ...rows] = lines
  const shown = await allRecords()
  expect(shown).toHaveLength(4)
  expect(rows).toEqual(shown.map(asShown))
  expect(file.rows).toBe(4)
  expect(progress).toEqual([{ done: 4, total: 4 }])
  expect(seen.toasts).toEqual([])
})

/** A record as the records page names it, in the app's language now, as a line of the file. */
const asShown = (r: AccountRecord): string =>
  [
    r.id,
    formatDateTime(r.created_time),
    r.currency_name,
    accountLabel(t, r.wallet),
    partLabel(t, r.part),
    typeLabel(t, r.type),
    r.value,
    r.before,
    r.after,
    r.info,
  ].join(',')

// Issue 47 item 4: the rows wrote the codes (`legal`, `available`, `ops_credit`) under a header in
// the user's language; they say what the records screen says, in that language.
it.each([
  ['de', 'Konto', ['Vermögenskonto', 'Verfügbar', 'Gutschrift der Plattform']],
  ['ja', '口座', ['資産口座', '利用可能', 'プラットフォーム入金']],
] as const)(
  'writes the records in %s as the records screen names them',
  async (lang, column, words) => {
    const { email } = await signedInUser()
    await creditUser(email, '250.75', 'legal')
    await moveFunds(
      { currency_id: 3, number: '100.50', from_field: 'legal', to_field: 'micro' },
      newRequestKey(),
    )
    session.lang = lang
    await activateLanguage(lang)
    const file = await exportCsv(
      query('records'),
      () => undefined,
      () => false,
    )
    if (!file) throw new Error('no file')
    const [header, ...rows] = file.csv.slice(1).split('\r\n').slice(0, -1)
    expect(header.split(',')[3]).toBe(column)
    expect(rows).toEqual((await allRecords()).map(asShown))
    const [credit] = rows
    for (const word of words) expect(credit).toContain(word)
    for (const code of ['legal', 'micro', 'available', 'ops_credit', 'move_out', 'move_in'])
      expect(rows.some((row) => row.split(',').includes(code))).toBe(false)
  },
)

it('gives no file when stopped, and says why a period is refused', async () => {
  await signedInUser()
  expect(
    await exportCsv(
      query('withdrawals'),
      () => undefined,
      () => true,
    ),
  ).toBeNull()
  const refused = await exportCsv(
    { ...query('records'), start: '2020-01-01' },
    () => undefined,
    () => false,
  ).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(refused).toBeInstanceOf(ApiError)
  expect((refused as ApiError).message).toBe(
    'Choose a period of 1 to 366 days, its first day not after its last',
  )
  expect(seen.toasts).toEqual([])
})
