// Issue 27's journey in Chromium, on a server whose clock the test moves: from the Trade tab into
// Leverage, a refusal in the user's language, USDT moved into the leverage account, a 10x long with
// take-profit and stop-loss whose profit moves with the price, its stop-loss raised, a short
// beside it and every long closed at once, then two 100x positions either side of the price while
// the clock runs until one is liquidated, with its message; in English, and in Arabic right to left.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { confirmDialog, expectToast, fill, press, see, shot, tap } from './phone'
import { startSuite } from './suite'
import { openTradeMode, section } from './tradeModes'
import { wordsOf } from './words'

const app = startSuite({ prepare: async () => ({ clocked: true }) })

/** The server's messages in `lang` (a liquidation's message is the server's). */
const serverWords = (lang: string) =>
  JSON.parse(
    readFileSync(path.join(__dirname, `../../server/src/infra/i18n/${lang}.json`), 'utf8'),
  ) as Record<string, string>
const HOUR = 3_600_000

interface Position {
  id: number
  type: number
  status: number
  close_reason: string | null
}

async function lever<T>(token: string, path: string, body: Record<string, string> = {}) {
  const res = await fetch(`${app.server.origin}/api/lever/${path}`, {
    method: 'POST',
    headers: { authorization: encodeURIComponent(token), 'content-type': 'application/json' },
    body: JSON.stringify({ currency_id: '1', legal_id: '3', ...body }),
  })
  return ((await res.json()) as { message: T }).message
}

/** A whole-number price `factor` times the mark. */
const near = (mark: string, factor: number) => String(Math.round(Number(mark) * factor))

test.each(['en', 'ar'] as const)(
  'leverage from the Trade tab (%s): a refusal, a move, a long with lines, close all long, a liquidation',
  async (lang) => {
    const { w, money } = wordsOf(lang)
    const origin = app.server.origin
    const { page, errors, user } = await openTradeMode(app, lang, 'lever')

    // a fraction of a share is refused before anything is sent, in the user's language
    await fill(page, 'shares', '1.5')
    await press(page, w('lever.openLong', { multiple: '10' }))
    await see(page, w('lever.sharesWhole'))
    await shot(page, `lever-${lang}-01-refused`)

    // into the leverage account, through the one Move sheet
    await tap(page, w('lever.moveIn'))
    const sheet = page.locator('.move').locator('visible=true')
    await sheet.waitFor()
    expect(await sheet.locator('.move__end-name').allTextContents()).toEqual([
      w('assets.legal'),
      w('assets.lever'),
    ])
    await sheet.locator('input[name="amount"]').fill('600')
    await press(page, w('assets.move'))
    await expectToast(page, w('assets.moved'))
    await see(page, w('trade.available', { amount: money('600'), currency: 'USDT' }))

    // a 10x long of 5 shares with a take-profit and a stop-loss: every number shown before commit
    const { last_price: mark } = await lever<{ last_price: string }>(user.token, 'deal')
    await fill(page, 'shares', '5')
    await fill(page, 'takeProfit', near(mark, 1.5))
    await fill(page, 'stopLoss', near(mark, 0.95))
    const preview = section(page, 'lever-preview')
    for (const line of ['margin', 'fee', 'liquidation', 'overnight', 'move']) {
      expect(await preview.locator(`[data-line="${line}"]`).textContent()).toMatch(/\d/)
    }
    await see(page, w('lever.risk', { mmr: '0.4%', spread: '0.05', overnight: '0.05' }))
    await press(page, w('lever.openLong', { multiple: '10' }))
    await see(page, w('lever.confirmTitle'))
    await shot(page, `lever-${lang}-02-confirm`)
    await confirmDialog(page, w('trade.confirm'))
    await expectToast(page, w('lever.opened'))
    await see(page, `${w('lever.positions')} (1)`)

    // the profit follows the price as the clock moves
    const positions = section(page, 'lever-positions')
    const profit = positions
      .locator('.lever-positions__figure')
      .filter({ hasText: w('lever.profit') })
    const before = await profit.textContent()
    for (let i = 0; i < 20 && (await profit.textContent()) === before; i++) {
      await app.server.advance(15_000)
      await page.waitForTimeout(300)
    }
    expect(await profit.textContent()).not.toBe(before)

    // the stop-loss raised
    await tap(page, w('lever.editStops'))
    const stops = section(page, 'stop-sheet')
    await stops.waitFor()
    await stops.locator('input[name="stopLoss"]').fill(near(mark, 0.97))
    await press(page, w('lever.saveStops'))
    await expectToast(page, w('lever.stopsSaved'))
    const [long] = await lever<{ data: Position[] }>(user.token, 'my_trade', { status: '1' }).then(
      (page) => page.data,
    )
    expect(long).toMatchObject({ type: 1 })

    // a short beside it; "close all long" closes half the book
    await tap(page, w('lever.short'))
    await fill(page, 'takeProfit', '')
    await fill(page, 'stopLoss', '')
    await press(page, w('lever.openShort', { multiple: '10' }))
    await confirmDialog(page, w('trade.confirm'))
    await expectToast(page, w('lever.opened'))
    await see(page, `${w('lever.positions')} (2)`)
    await tap(page, w('lever.closeLongs'))
    await see(page, w('lever.closeLongQuestion'))
    await confirmDialog(page, w('lever.confirmClose'))
    await expectToast(page, w('lever.closed'))
    await see(page, `${w('lever.positions')} (1)`)
    await shot(page, `lever-${lang}-03-closed-longs`)

    // 100x either side of the price: the clock runs until one of them is liquidated
    for (const side of ['lever.long', 'lever.short']) {
      await tap(page, w(side))
      await tap(page, '100x')
      await fill(page, 'shares', '1')
      await press(
        page,
        w(side === 'lever.long' ? 'lever.openLong' : 'lever.openShort', { multiple: '100' }),
      )
      await confirmDialog(page, w('trade.confirm'))
      await expectToast(page, w('lever.opened'))
    }
    let liquidated: Position | undefined
    for (let i = 0; i < 8 && !liquidated; i++) {
      await app.server.advance(6 * HOUR)
      const closed = await lever<{ data: Position[] }>(user.token, 'my_trade', { status: '3' })
      liquidated = closed.data.find((p) => p.close_reason === 'liquidation')
    }
    expect(liquidated).toBeDefined()
    await tap(page, w('lever.history'))
    await positions.getByText(w('lever.reason.liquidation'), { exact: true }).first().waitFor()
    await shot(page, `lever-${lang}-04-liquidated`)

    await page.goto(`${origin}/#/pages/msg/msg-list`)
    await see(page, serverWords(lang).lever_liquidated_title)
    await page.goto(`${origin}/#/pages/user/accountRecord`)
    for (const type of ['leverFreeze', 'leverFee', 'leverClose']) {
      await see(page, w(`records.type.${type}`))
    }
    expect(errors).toEqual([])
  },
)
