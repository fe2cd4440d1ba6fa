// The export page (issue 32 item 5) as the user meets it: what and which period, the progress of a
// long export with a way to stop it, and the file handed to the browser by a tap.
import TestUtils from '@tarojs/test-utils-react'
import dayjs from 'dayjs'
import { activateLanguage } from '@/locales'
import * as exportsApi from '@/services/api/exports'
import type { ExportProgress } from '@/services/api/exports'
import { ApiError } from '@/services/http'
import { session } from '@/stores/session'
import ExportsPage from '@/pages/exports/index'
import { sampleUser } from '../../support/samples'
import { openAt, recordToasts, screenText, tapText, until } from './helpers'

const testUtils = new TestUtils()

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  Object.assign(session, {
    token: 't',
    user: sampleUser(),
    lang: 'en',
    initialised: true,
    entryPage: null,
  })
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

async function openPage() {
  openAt('pages/exports/index')
  await testUtils.mount(ExportsPage)
  await until(() => screenText().includes('Create file'))
}

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })
}

const dayShown = (which: 'start' | 'end') =>
  document.querySelector(`[data-day="${which}"]`)?.textContent

it('exports the period chosen with its progress, and downloads the file on a tap', async () => {
  let report: (p: ExportProgress) => void = () => undefined
  let finish: (file: { csv: string; rows: number }) => void = () => undefined
  const run = jest.spyOn(exportsApi, 'exportCsv').mockImplementation((_query, onProgress) => {
    report = onProgress
    return new Promise((resolve) => {
      finish = resolve
    })
  })
  const saved: { name: string; blob: Blob }[] = []
  // the browser's download: jsdom has no object URLs and does not follow links
  URL.createObjectURL = jest.fn(() => 'blob:export')
  URL.revokeObjectURL = jest.fn()
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = (URL.createObjectURL as jest.Mock).mock.calls.at(-1)?.[0] as Blob
    saved.push({ name: this.download, blob })
  })
  const toasts = recordToasts()
  await openPage()
  const month = dayjs().startOf('month')
  expect(dayShown('start')).toBe(month.format('YYYY-MM-DD'))
  expect(screenText()).toContain(`on this device's clock (UTC`)

  testUtils.act(() => tapText('Deposits'))
  testUtils.act(() => tapText('Last month'))
  const start = month.subtract(1, 'month').format('YYYY-MM-DD')
  const end = month.subtract(1, 'day').format('YYYY-MM-DD')
  expect([dayShown('start'), dayShown('end')]).toEqual([start, end])

  testUtils.act(() => tapText('Create file'))
  await until(() => run.mock.calls.length === 1)
  expect(run.mock.calls[0][0]).toEqual({
    kind: 'deposits',
    start,
    end,
    offset: String(dayjs().utcOffset()),
  })
  testUtils.act(() => report({ done: 500, total: 1200 }))
  await until(() => screenText().includes('500 of 1,200 rows'))
  expect(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('41')

  testUtils.act(() =>
    finish({ csv: '\uFEFFID,Time (UTC)\r\n1,2026-10-03 10:00:00\r\n', rows: 1200 }),
  )
  const name = `deposits_${start}_${end}.csv`
  await until(() => screenText().includes(`File ready: ${name}`))
  expect(screenText()).toContain('Rows: 1,200')
  expect(document.querySelector('[role="progressbar"]')).toBeNull()

  testUtils.act(() => tapText('Download the file'))
  await until(() => saved.length === 1)
  expect(saved[0].name).toBe(name)
  // a UTF-8 reader drops the byte order mark, which the size still counts (3 bytes)
  const rows = 'ID,Time (UTC)\r\n1,2026-10-03 10:00:00\r\n'
  expect(await readText(saved[0].blob)).toBe(rows)
  expect(saved[0].blob.size).toBe(3 + rows.length)
  expect(saved[0].blob.type).toBe('text/csv;charset=utf-8')
  await until(() => toasts.includes('Download started'))
})

it('stops between parts when asked, and says what went wrong', async () => {
  let stopped: () => boolean = () => false
  const run = jest
    .spyOn(exportsApi, 'exportCsv')
    .mockImplementationOnce((_query, onProgress, cancelled) => {
      onProgress({ done: 500, total: 5000 })
      stopped = cancelled
      return new Promise(() => undefined)
    })
    .mockResolvedValueOnce({ csv: '\uFEFFID\r\n', rows: 0 })
    .mockRejectedValueOnce(new ApiError('Choose a period of 1 to 366 days', 'error'))
  await openPage()
  testUtils.act(() => tapText('Create file'))
  await until(() => screenText().includes('500 of 5,000 rows'))
  expect(stopped()).toBe(false)
  testUtils.act(() => tapText('Stop'))
  expect(stopped()).toBe(true)

  testUtils.unmout()
  await openPage()
  testUtils.act(() => tapText('Create file'))
  await until(() => screenText().includes('Nothing in this period'))
  testUtils.act(() => tapText('Create file'))
  await until(() => screenText().includes('Choose a period of 1 to 366 days'))
  expect(run).toHaveBeenCalledTimes(3)
})
