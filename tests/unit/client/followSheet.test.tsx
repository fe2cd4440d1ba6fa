// The follow sheet (issue 28): every rule that decides the follower's money is on it before they
// commit (how a copy is sized for the number typed, the price a copy opens at, the cap, the
// weekly profit share at this trader's ratio), the server's refusal is shown in its words, and a
// retry after a lost answer follows once (the same key); any change is another follow.
import TestUtils from '@tarojs/test-utils-react'
import { activateLanguage } from '@/locales'
import * as followApi from '@/services/api/follow'
import { ApiError } from '@/services/http'
import { FollowSheet } from '@/pages/follow/parts/FollowSheet'
import { openAt, signedOut, tapText, type } from './helpers'

const testUtils = new TestUtils()
const flush = async () => {
  for (let i = 0; i < 8; i++) await testUtils.act(() => Promise.resolve())
  await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}
const trader: followApi.Trader = {
  trader_user_id: 7,
  nickname: 'Ada',
  followers: 3,
  win_rate: '60.00',
  trades: 10,
  profit_30d: '120.00',
  profit_total: '340.50',
  max_drawdown: '80.00',
  share_ratio: '10.00',
  accepting: true,
  followed: false,
}
const rules = () => document.querySelector('[data-section="follow-rules"]')?.textContent ?? ''

async function fill(name: string, value: string) {
  testUtils.act(() => type(name, value))
  await flush()
}

async function submit() {
  testUtils.act(() => {
    const buttons = document.querySelectorAll<HTMLElement>('.follow-sheet__button')
    buttons[buttons.length - 1]?.click()
  })
  await flush()
}

beforeAll(() => activateLanguage('en'))
beforeEach(() => {
  signedOut()
  openAt('pages/follow/trader')
})
afterEach(() => {
  testUtils.unmout()
  jest.restoreAllMocks()
})

it('states the sizing, the price, the cap and the profit share before following', async () => {
  await testUtils.mount(FollowSheet, {
    props: { trader, onClose: () => undefined, onFollowed: () => undefined },
  })
  await flush()
  await fill('number', '1.5')
  expect(rules()).toContain("Each copy: 1.5 × the trader's shares, rounded down")
  expect(rules()).toContain('opens at the price of the moment it is copied')
  expect(rules()).toContain('not opened, and you are told why')
  expect(rules()).toContain('Each week, 10.00% of the realised profit')
  expect(rules()).toContain('high-water mark')
  testUtils.act(() => tapText('Fixed shares'))
  await flush()
  await fill('number', '3')
  expect(rules()).toContain('Each copy: 3 shares')
  expect(document.body.textContent).toContain('Risk notice')
})

it('shows the refusal in the server’s words, and follows once however often it is retried', async () => {
  const followed = jest.fn()
  const spy = jest
    .spyOn(followApi, 'followTrader')
    .mockRejectedValueOnce(
      new ApiError('Please enter a margin cap greater than 0 with at most 2 decimals', 'error'),
    )
    .mockRejectedValueOnce(new ApiError('Network', 'network'))
    .mockResolvedValue({} as followApi.Follow)
  await testUtils.mount(FollowSheet, {
    props: { trader, onClose: () => undefined, onFollowed: followed },
  })
  await flush()
  await fill('number', '2')
  await submit()
  expect(document.querySelector('.follow-sheet__error')?.textContent).toBe(
    'Please enter a margin cap greater than 0 with at most 2 decimals',
  )
  await fill('cap', '250')
  await submit()
  await submit()
  expect(followed).toHaveBeenCalledTimes(1)
  const [first, second, third] = spy.mock.calls
  expect(first[0]).toEqual({ trader_user_id: 7, type: '1', number: '2', cap: '' })
  expect(second[0]).toEqual({ trader_user_id: 7, type: '1', number: '2', cap: '250' })
  // the cap changed: a new key; the retry of the same follow: the same key
  expect(second[1]).not.toBe(first[1])
  expect(third[1]).toBe(second[1])
})
