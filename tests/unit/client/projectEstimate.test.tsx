// Issue 47 item 12: a project's estimate said "if the total stays at 0.00 USDT" to its first
// subscriber, whatever amount was typed. The total it assumes holds the amount typed.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import ProjectDetailPage from '@/pages/project/detail'
import * as projectApi from '@/services/api/project'
import { session } from '@/stores/session'
import { sampleUser } from '../../support/samples'
import { openAt, signedOut, type, until } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 8; i++) await testUtils.act(() => Promise.resolve())
}
const estimateText = () =>
  document.querySelector('[data-section="estimate"] .project-rules__line')?.textContent ?? ''

const project = (committed: string): projectApi.Project => ({
  id: 4,
  name: 'Nova',
  symbol: 'NOVA',
  currency_id: 100001,
  description: '',
  price: '0.5',
  for_sale: '1000',
  per_user_cap: '400',
  places: 0,
  max_commit: '1000',
  start_at: new Date(Date.now() - 3_600_000).toISOString(),
  end_at: new Date(Date.now() + 3_600_000).toISOString(),
  state: 1,
  committed,
  subscribers: committed === '0' ? 0 : 1,
  allocated: false,
  sold: null,
})

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  session.token = 'abc'
  session.user = sampleUser()
  openAt('pages/project/detail', { id: '4' })
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

async function typed(committed: string, amount: string): Promise<string> {
  jest.spyOn(projectApi, 'fetchProject').mockResolvedValue(project(committed))
  await testUtils.mount(ProjectDetailPage)
  await until(() => document.querySelector('input[name="amount"]') !== null)
  testUtils.act(() => type('amount', amount))
  await flush()
  return estimateText()
}

it('tells the first subscriber what the amount typed brings, at a total that holds it', async () => {
  // 100 USDT alone: all 1,000 tokens pro rata, 200 by the price, 400 by the cap: 200 for 100 USDT
  expect(await typed('0', '100')).toBe(
    'If the total stays at 100.00 USDT, you would receive at least 200 NOVA for 100.00 USDT, ' +
      'and 0.00 USDT would come back.',
  )
})

it('adds the amount typed to what the others committed', async () => {
  // 100 of 500: 200 tokens pro rata, which 100 USDT buys
  expect(await typed('400', '100')).toContain('If the total stays at 500.00 USDT')
})
