// The Trade tab's way from money in the asset account to an order (issue 25 item 1), through the
// client's trade store and services against the real server: what the panel says is short, the
// move it fills in, and the order the moved money then pays for.
import { moveFunds } from '@/services/api/wallet'
import { submitOrder } from '@/services/api/microtrade'
import { newRequestKey } from '@/services/http'
import { loadTradeSetup, loadWallets, refreshBalances, trade } from '@/stores/trade'
import { MODE_ACCOUNTS, fundingFor } from '@/components/MoveSheet/funding'
import { totalCost } from '@common/tradeRules'
import { closedPort, creditUser, observePlatform, resetClient, signedInUser } from './support'

const USDT = 3
const account = MODE_ACCOUNTS.seconds

/** What the panel would say for a stake, from what the store holds now. */
function fundingOf(stake: string) {
  const option = trade.options.find((o) => o.status === 1)
  const balance = trade.payable.find((p) => p.id === USDT)?.balance ?? '0'
  if (!option) throw new Error('no time option offered')
  return fundingFor(totalCost(stake, option.fee_rate), balance, trade.wallets, account, USDT)
}

beforeEach(async () => {
  await resetClient()
})

it('moves what an order lacks from the asset account, and the order is placed', async () => {
  const seen = observePlatform()
  const { email } = await signedInUser()
  await creditUser(email, '1000', 'legal')
  await Promise.all([loadTradeSetup(), loadWallets()])

  const funding = fundingOf('100')
  expect(funding).toEqual({ kind: 'move', from: 'legal', held: '1000.00', amount: '100.10' })
  if (funding?.kind !== 'move') return
  await moveFunds(
    { currency_id: USDT, number: funding.amount, from_field: funding.from, to_field: account },
    newRequestKey(),
  )
  await Promise.all([refreshBalances(), loadWallets()])
  expect(fundingOf('100')).toBeNull()

  const option = trade.options.find((o) => o.status === 1)
  await submitOrder(
    { match_id: 1, currency_id: USDT, type: 1, seconds: option?.seconds ?? 0, number: '100' },
    newRequestKey(),
  )
  await refreshBalances()
  expect(trade.payable.find((p) => p.id === USDT)?.balance).toMatch(/^0(\.0+)?$/)
  expect(fundingOf('10')).toMatchObject({ kind: 'move', from: 'legal', held: '899.90' })
  expect(seen.toasts).toEqual([])
})

it('reads the other accounts quietly: unreachable, the Trade tab raises no toast', async () => {
  const seen = observePlatform()
  await signedInUser()
  process.env.TARO_APP_API_BASE = await closedPort()
  try {
    await expect(loadWallets()).rejects.toBeDefined()
  } finally {
    delete process.env.TARO_APP_API_BASE
  }
  expect(seen.toasts).toEqual([])
})
