// Loans through the client's services against the running server (issue 29 item 3): the operator
// lists a product; the app reads it with the collateral's price, refuses too little collateral in
// the server's words, borrows once however often the answer is lost with what the borrow page
// worked out, adds collateral, and repays once, the collateral back in the asset account.
import { mul } from '@common/decimal'
import { fetchWallets } from '@/services/api/wallet'
import {
  addLoanCollateral,
  borrowLoan,
  fetchLoanProduct,
  fetchLoanProducts,
  fetchLoans,
  repayLoan,
} from '@/services/api/loan'
import { ApiError, newRequestKey } from '@/services/http'
import { borrowFigures } from '@/pages/loan/parts/figures'
import { TEST_OPS_TOKEN } from '../setup/constants'
import { creditUser, origin, resetClient, signedInUser } from './support'

beforeEach(async () => {
  await resetClient()
})

it('reads, refuses, borrows, adds collateral and repays as the screens do', async () => {
  await fetch(`${origin()}/ops/loan/product`, {
    method: 'POST',
    headers: { 'x-ops-token': TEST_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({
      borrowing_code: 'INT-USDT-ETH',
      currency_id: '3',
      days: '30',
      daily_rate: '0.05',
      collateral: '2',
      ltv_initial: '50',
      ltv_call: '70',
      ltv_liquidate: '80',
      min: '100',
      max: '5000',
    }),
  })
  const { email } = await signedInUser()
  await creditUser(email, '10', 'legal', 'ETH')
  await creditUser(email, '1', 'legal')

  expect((await fetchLoanProducts()).map((p) => p.borrowing_code)).toContain('INT-USDT-ETH')
  const product = await fetchLoanProduct('INT-USDT-ETH')
  const eth = product.collateral_coins[0]
  expect(eth).toMatchObject({ currency_name: 'ETH', places: 6 })
  // the least collateral as the page works it out: 1,000.50 USDT of debt at 50 %
  const figures = borrowFigures(product, eth, '1000', '1')
  expect(figures).not.toBeNull()
  const least = figures?.minCollateral ?? ''

  const short = await borrowLoan(
    { code: 'INT-USDT-ETH', amount: '1000', collateralCurrency: 2, collateralAmount: '0.000001' },
    newRequestKey(),
  ).catch((e: unknown) => e)
  expect(short).toBeInstanceOf(ApiError)
  expect((short as ApiError).message).toContain('This loan needs at least')

  // twice the least: the price may move a little between reading it and borrowing
  const collateral = mul(least, '2')
  const key = newRequestKey()
  const input = {
    code: 'INT-USDT-ETH',
    amount: '1000',
    collateralCurrency: 2,
    collateralAmount: collateral,
  }
  const loan = await borrowLoan(input, key)
  expect(await borrowLoan(input, key)).toEqual(loan)
  expect(loan).toMatchObject({ status: 1, interest: '0.5', debt: '1000.5' })
  expect(Number(loan.ltv)).toBeLessThanOrEqual(25.01)

  const more = await addLoanCollateral(loan.id, '0.5', newRequestKey())
  expect(Number(more.ltv)).toBeLessThan(Number(loan.ltv))
  expect((await fetchLoans(1)).data.map((l) => l.id)).toEqual([loan.id])

  const repayKey = newRequestKey()
  const repaid = await repayLoan(loan.id, repayKey)
  expect(await repayLoan(loan.id, repayKey)).toEqual(repaid)
  expect(repaid).toMatchObject({ status: 2, debt: '1000.5' })
  const wallets = await fetchWallets()
  expect(wallets.legal_wallet.balance.find((b) => b.currency === 2)).toMatchObject({
    lock_legal_balance: '0.00',
  })
  expect(wallets.legal_wallet.balance.find((b) => b.currency === 3)).toMatchObject({
    legal_balance: '0.50',
  })
})
