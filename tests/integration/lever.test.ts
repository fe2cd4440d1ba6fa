// Leveraged trading through the client's services and store against the real server (issue 27):
// funds moved into the lever account, the terms, a long opened with take-profit and stop-loss and
// valued as the store shows it, its stop-loss raised, a limit placed and cancelled, and the book
// closed side by side, each position once, with the history saying why.
import { add, compare, sub } from '@common/decimal'
import { closePrice, profitAt } from '@common/leverRules'
import {
  batchCloseLever,
  closeLever,
  fetchLeverDeal,
  LEVER_STATUS,
  setLeverStops,
  submitLever,
} from '@/services/api/lever'
import { moveFunds } from '@/services/api/wallet'
import { ApiError, newRequestKey } from '@/services/http'
import { signIn } from '@/stores/session'
import { lever, loadPositions, termsOf } from '@/stores/lever'
import { creditUser, resetClient, signedInUser } from './support'

const USDT = 3
const BTC = 1

beforeEach(async () => {
  await resetClient()
})

it('opens, values, edits and closes positions as the Leverage screen does', async () => {
  const user = await signedInUser()
  await creditUser(user.email, '1000', 'legal')
  signIn(user.token)
  await moveFunds(
    { currency_id: USDT, number: '600', from_field: 'legal', to_field: 'lever' },
    newRequestKey(),
  )
  const deal = await fetchLeverDeal(BTC, USDT)
  expect(deal).toMatchObject({
    symbol: 'BTC/USDT',
    status: 1,
    user_lever: '600.00',
    simulated: true,
  })
  expect(deal.multiple).toContain(10)

  // a 10x long of two shares with lines far from the price
  const mark = deal.last_price
  const far = (factor: string) => String(Math.round(Number(mark) * Number(factor)))
  const long = await submitLever(
    {
      currency_id: BTC,
      legal_id: USDT,
      type: 1,
      share: 2,
      multiple: 10,
      status: '1',
      target_profit_price: far('1.5') as `${number}`,
      stop_loss_price: far('0.95') as `${number}`,
    },
    newRequestKey(),
  )
  expect(long).toMatchObject({ status: LEVER_STATUS.open, type: 1, multiple: 10, share: 2 })
  expect(compare(long.liquidation_price ?? '0', far('0.95'))).toBeLessThan(0)

  await loadPositions()
  expect(lever.open.map((p) => p.id)).toEqual([long.id])
  expect(lever.totals?.caution_money_total).toBe(long.caution_money)
  // the store values it as the server does: the same arithmetic on the same numbers
  const terms = termsOf(deal)
  const shown = lever.open[0]
  expect(shown.profits).toBe(
    profitAt(1, shown.number, shown.price ?? '0', closePrice(1, shown.update_price, terms)),
  )

  // a stop-loss above the mark is refused in the user's words; a higher one below it is taken
  const refused = await setLeverStops(
    { id: long.id, target_profit_price: '0', stop_loss_price: far('1.2') as `${number}` },
    newRequestKey(),
  ).catch((e: unknown) => e)
  expect(refused).toBeInstanceOf(ApiError)
  expect((refused as ApiError).message).toMatch(/stop-loss/)
  const raised = await setLeverStops(
    { id: long.id, target_profit_price: '0', stop_loss_price: far('0.97') as `${number}` },
    newRequestKey(),
  )
  expect(raised).toMatchObject({ target_profit_price: null, stop_loss_price: far('0.97') })

  // a limit far under the price waits, holding margin and fee; cancelled, it holds nothing
  const limit = await submitLever(
    {
      currency_id: BTC,
      legal_id: USDT,
      type: 1,
      share: 1,
      multiple: 5,
      status: '0',
      target_price: far('0.5') as `${number}`,
    },
    newRequestKey(),
  )
  expect(limit.status).toBe(LEVER_STATUS.pending)
  const cancelled = await closeLever(limit.id, newRequestKey())
  expect(cancelled.status).toBe(LEVER_STATUS.cancelled)

  // a short, then the longs closed as a side, then the rest
  const short = await submitLever(
    { currency_id: BTC, legal_id: USDT, type: 2, share: 1, multiple: 20, status: '1' },
    newRequestKey(),
  )
  const longs = await batchCloseLever(1, newRequestKey())
  expect(longs.closed.map((p) => [p.id, p.close_reason])).toEqual([[long.id, 'batch']])
  const rest = await batchCloseLever(0, newRequestKey())
  expect(rest.closed.map((p) => p.id)).toEqual([short.id])

  await loadPositions()
  expect(lever.open).toEqual([])
  expect(lever.history.map((p) => p.id).sort()).toEqual([long.id, limit.id, short.id].sort())
  // to the cent: the 600, less both opening fees, plus what each position realised
  const after = await fetchLeverDeal(BTC, USDT)
  const realised = [...longs.closed, ...rest.closed].reduce(
    (sum, p) => add(sum, p.fact_profits ?? '0'),
    '0',
  )
  const expected = sub(add('600', realised), add(long.trade_fee, short.trade_fee))
  expect(compare(after.user_lever, expected)).toBe(0)
})
