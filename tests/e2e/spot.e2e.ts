// Issue 26's journey in Chromium, on a server whose clock the test moves (so the house's market
// maker quotes and requotes when told): from the Trade tab into Spot, a refusal in the user's
// language, USDT moved into the spot account, a limit buy that rests inside the spread and fills
// when the operator narrows the maker's spread and its quotes move onto it, part sold with a
// market order, another order cancelled, and history, fills and account records showing each
// step; in English, and in Arabic right to left (the words read from the app's own locale files).
import { add } from '@common/decimal'
import { ops } from '../support/appServer'
import { confirmDialog, expectToast, fill, press, see, shot, tap } from './phone'
import { startSuite } from './suite'
import { openTradeMode, section } from './tradeModes'
import { wordsOf } from './words'

const app = startSuite({ prepare: async () => ({ clocked: true }) })

interface Order {
  id: number
  status: number
  trade_amount: string
}

async function ordersOf(token: string): Promise<Order[]> {
  const res = await fetch(`${app.server.origin}/api/coin/list?limit=50`, {
    headers: { authorization: encodeURIComponent(token) },
  })
  return ((await res.json()) as { message: { data: Order[] } }).message.data
}

test.each(['en', 'ar'] as const)(
  'spot from the Trade tab (%s): a refusal, a move, a resting buy filled by the market, a market sell, a cancel',
  async (lang) => {
    const { w, money } = wordsOf(lang)
    const origin = app.server.origin
    // the clock moves: the market maker lays (or refreshes) its ladders
    await app.server.advance(3000)
    const { page, errors, user } = await openTradeMode(app, lang, 'spot')
    await see(page, w('spot.simulatedLiquidity'))

    // nothing can be bought for nothing, and the form says so in the user's language
    await fill(page, 'price', '1')
    await fill(page, 'amount', '0')
    await press(page, w('spot.buyCoin', { currency: 'BTC' }))
    await see(page, w('spot.amountAboveZero'))
    await shot(page, `spot-${lang}-01-refused`)

    // into the spot account, through the one Move sheet
    await tap(page, w('spot.moveIn'))
    const sheet = page.locator('.move').locator('visible=true')
    await sheet.waitFor()
    expect(await sheet.locator('.move__end-name').allTextContents()).toEqual([
      w('assets.legal'),
      w('assets.spot'),
    ])
    await sheet.locator('input[name="amount"]').fill('600')
    await press(page, w('assets.move'))
    await expectToast(page, w('assets.moved'))
    await see(page, w('trade.available', { amount: money('600'), currency: 'USDT' }))

    // a buy a tick under the maker's best ask rests inside the spread (asks are drawn best last)
    const bestBid = section(page, 'spot-book').locator('.order-book__level--bid').first()
    const bestAsk = section(page, 'spot-book').locator('.order-book__level--ask').last()
    await bestAsk.click()
    const price = add((await bestAsk.getAttribute('data-price')) ?? '0', '-0.01')
    await fill(page, 'price', price)
    await fill(page, 'amount', '0.002')
    await expect(section(page, 'spot-preview').textContent()).resolves.toContain('0.000002 BTC')
    await press(page, w('spot.buyCoin', { currency: 'BTC' }))
    await see(page, w('spot.confirmTitle'))
    await shot(page, `spot-${lang}-02-confirm`)
    await confirmDialog(page, w('trade.confirm'))
    await expectToast(page, w('trade.placed'))
    await see(page, `${w('spot.openOrders')} (1)`)
    const [resting] = await ordersOf(user.token)
    expect(resting.status).toBe(1)

    // the maker's levels move onto it: the operator narrows its spread, the next round's asks
    // take the bid at its price
    await ops(origin, 'spot/market-maker', { spread_bps: '2', requote_bps: '0' })
    await app.server.advance(3000)
    await ops(origin, 'spot/market-maker', { spread_bps: '20', requote_bps: '5' })
    expect((await ordersOf(user.token))[0]).toMatchObject({ id: resting.id, status: 2 })
    await see(page, w('spot.openOrders'))
    await tap(page, w('spot.history'))
    await section(page, 'spot-orders').getByText(w('spot.status.filled'), { exact: true }).waitFor()

    // half of it sold at the market
    await tap(page, w('spot.sell'))
    await tap(page, w('spot.market'))
    await fill(page, 'amount', '0.001')
    await press(page, w('spot.sellCoin', { currency: 'BTC' }))
    await confirmDialog(page, w('trade.confirm'))
    await expectToast(page, w('trade.placed'))

    // another buy, far below the market, cancelled
    await tap(page, w('spot.buy'))
    await tap(page, w('spot.limit'))
    const low = (await bestBid.getAttribute('data-price')) ?? '0'
    await fill(page, 'price', String(Math.floor(Number(low) * 0.9)))
    await fill(page, 'amount', '0.001')
    await press(page, w('spot.buyCoin', { currency: 'BTC' }))
    await confirmDialog(page, w('trade.confirm'))
    await expectToast(page, w('trade.placed'))
    await tap(page, `${w('spot.openOrders')} (1)`)
    await section(page, 'spot-orders').locator('.spot-orders__cancel').click()
    await confirmDialog(page, w('spot.cancelOrder'))
    await expectToast(page, w('spot.cancelled'))

    // every step on record: three orders ended, two fills with the house's liquidity
    await tap(page, w('spot.history'))
    const history = section(page, 'spot-orders')
    await history.getByText(w('spot.ended.cancelled'), { exact: true }).waitFor()
    expect(await history.locator('.spot-orders__row').count()).toBe(3)
    await tap(page, w('spot.fills'))
    await history.getByText(w('spot.withSimulated')).first().waitFor()
    expect(await history.locator('.spot-orders__row').count()).toBe(2)
    await shot(page, `spot-${lang}-03-fills`)

    await page.goto(`${origin}/#/pages/user/accountRecord`)
    for (const type of ['spotPay', 'spotFee', 'spotFreeze', 'spotUnfreeze']) {
      await see(page, w(`records.type.${type}`))
    }
    expect(errors).toEqual([])
  },
)
