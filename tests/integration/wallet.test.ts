// services/api/wallet.ts against the real server: what the Assets tab reads, and a move between
// the asset and seconds-trading accounts that happens once even when its answer is lost.
import {
  fetchCurrencyOptions,
  fetchWalletSummary,
  fetchWallets,
  moveFunds,
} from '@/services/api/wallet'
import { currencyName } from '@/utils/currencyName'
import { ApiError, newRequestKey } from '@/services/http'
import { fetchPayable } from '@/services/api/microtrade'
import { accountView, totalUsdt } from '@/pages/user/assets/accounts'
import { creditUser, lossyProxy, observePlatform, resetClient, signedInUser } from './support'

beforeEach(async () => {
  await resetClient()
  observePlatform()
})

const usdt = async (account: 'legal' | 'micro') =>
  accountView(await fetchWallets(), account).holdings.find((h) => h.code === 'USDT')

it('shows a deposit in the asset account and moves it to the seconds account once', async () => {
  const { email } = await signedInUser()
  await creditUser(email, '250', 'legal')
  expect(await usdt('legal')).toMatchObject({ available: '250.00', frozen: '0.00' })
  expect(totalUsdt(await fetchWallets())).toBe('250.00')

  const proxy = await lossyProxy('/api/wallet/change')
  try {
    process.env.TARO_APP_API_BASE = proxy.base
    const moved = await moveFunds(
      { currency_id: 3, number: '100.50', from_field: 'legal', to_field: 'micro' },
      newRequestKey(),
    )
    expect(proxy.dropped()).toBe(1)
    expect(moved).toMatchObject({ from_balance: '149.50', to_balance: '100.50' })
  } finally {
    delete process.env.TARO_APP_API_BASE
    await proxy.close()
  }
  expect(await usdt('legal')).toMatchObject({ available: '149.50' })
  expect(await usdt('micro')).toMatchObject({ available: '100.50' })
  // what the Trade tab can stake from
  expect((await fetchPayable()).find((c) => c.name === 'USDT')?.balance).toBe('100.50')
  expect(totalUsdt(await fetchWallets())).toBe('250.00')
  expect(await fetchWalletSummary()).toMatchObject({
    usdt_totle: '250.00',
    today_profit: '0.00',
    total_profit: '0.00',
  })
})

it('sends a move the server was too busy to take again, and it moves once', async () => {
  const { email } = await signedInUser()
  await creditUser(email, '80', 'legal')
  const seen = observePlatform()
  const proxy = await lossyProxy('/api/wallet/change', 'busy')
  try {
    process.env.TARO_APP_API_BASE = proxy.base
    const moved = await moveFunds(
      { currency_id: 3, number: '30', from_field: 'legal', to_field: 'micro' },
      newRequestKey(),
    )
    expect(proxy.dropped()).toBe(1)
    expect(moved).toMatchObject({ from_balance: '50.00', to_balance: '30.00' })
  } finally {
    delete process.env.TARO_APP_API_BASE
    await proxy.close()
  }
  expect(seen.toasts).toContain('The service is busy: trying again…')
  expect(await usdt('micro')).toMatchObject({ available: '30.00' })
})

it('names each coin in the user’s language', async () => {
  await signedInUser()
  const btc = (await fetchCurrencyOptions()).find((c) => c.name === 'BTC')
  expect(
    btc && [currencyName(btc, 'zh'), currencyName(btc, 'hk'), currencyName(btc, 'de')],
  ).toEqual(['比特币', '比特幣', 'Bitcoin'])
})

it('says why a move is refused, in the user’s language', async () => {
  await signedInUser()
  const refused = await moveFunds(
    { currency_id: 3, number: '5', from_field: 'legal', to_field: 'micro' },
    newRequestKey(),
  ).catch((e: unknown) => e as ApiError)
  expect(refused).toBeInstanceOf(ApiError)
  expect((refused as ApiError).message).toBe('Insufficient balance')
})
