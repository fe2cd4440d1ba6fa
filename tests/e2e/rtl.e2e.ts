// Right to left (DESIGN §4): Arabic mirrors every stylesheet under the page root's `rtl` class
// (the build's postcss-rtlcss pass), while numbers keep reading left to right. Checked on the
// laid-out H5 app: signs stay in front of their numbers, the stake chips wrap instead of running
// out of the panel, the area code sits at the start of the phone field behind its divider, and the
// dividers between figures are on the mirrored side, the Assets figures start where their labels
// do. Switching to Arabic mirrors the identity forms.
import type { Page } from 'playwright-core'
import { openSignedIn, see, shot, tap, waitForRoute } from './phone'
import { startSuite } from './suite'

const app = startSuite()

/** A funded user whose stored language is `lang`, on `hashPath`. */
const openIn = (lang: string, hashPath: string) =>
  openSignedIn(app.browser, app.server.origin, hashPath, { lang, funds: '1000' })

type Box = { left: number; right: number; top: number; bottom: number }

const box = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .locator('visible=true')
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
    })

const style = (page: Page, selector: string, property: string): Promise<string> =>
  page
    .locator(selector)
    .locator('visible=true')
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property)

test.each(['ar', 'en'])('trade panel and header in %s', async (lang) => {
  const { page, errors } = await openIn(lang, 'pages/quoteDetail/quoteDetail')
  await waitForRoute(page, 'pages/quoteDetail/quoteDetail')
  await page.locator('.trade-panel__chip').locator('visible=true').first().waitFor()
  const rtl = lang === 'ar'

  // the page root and the document carry the direction class the mirrored rules match
  expect(await page.locator(`.screen.${rtl ? 'rtl' : 'ltr'}`).count()).toBeGreaterThan(0)
  expect(await page.evaluate(() => document.documentElement.className)).toContain(
    rtl ? 'rtl' : 'ltr',
  )

  // "+20%" and "-0.42%" read left to right, isolated from the sentence around them
  for (const selector of ['.trade-panel__ratio', '.quote-header__change']) {
    expect(await style(page, selector, 'direction')).toBe('ltr')
    expect(await style(page, selector, 'unicode-bidi')).toBe('isolate')
  }
  expect(await page.locator('.trade-panel__ratio').first().textContent()).toMatch(/^\+\d+%$/)

  // every stake chip, "Max" included, stays inside the panel
  const quick = await box(page, '.trade-panel__quick')
  const chips = await page
    .locator('.trade-panel__chip')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box))
  expect(chips).toHaveLength(5)
  for (const chip of chips) {
    expect(chip.left).toBeGreaterThanOrEqual(quick.left - 1)
    expect(chip.right).toBeLessThanOrEqual(quick.right + 1)
  }

  // the last price and its change read left to right, at the start of the header: the right in
  // Arabic, under the symbol
  const header = await box(page, '.quote-header')
  const price = await box(page, '.quote-header__main')
  if (rtl) expect(header.right - price.right).toBeLessThan(40)
  else expect(price.left - header.left).toBeLessThan(40)
  expect((await box(page, '.quote-header__price')).left).toBeLessThan(
    (await box(page, '.quote-header__change')).left,
  )

  // the first time option is at the start of the row: the right in Arabic
  const options = await page
    .locator('.trade-panel__option')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left))
  expect(options[0] > options[1]).toBe(rtl)
  await shot(page, `rtl-trade-${lang}`)
  expect(errors).toEqual([])
})

/** Where the words of the first visible `selector` are, not its box. */
const words = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .locator('visible=true')
    .first()
    .evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      const r = range.getBoundingClientRect()
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
    })

// Issue 47 item 11: Arabic Home left the banner caption and the quote cards' texts on the left.
test.each(['ar', 'en'])('Home: banner caption and quote cards at the start in %s', async (lang) => {
  const rtl = lang === 'ar'
  const { page, errors } = await openIn(lang, '')
  await page.locator('.strip__price').locator('visible=true').first().waitFor()
  await page.locator('.banners__title').locator('visible=true').first().waitFor()

  // the caption reads in the page's direction, though the strip it is in scrolls left to right
  expect(await style(page, '.banners__title', 'direction')).toBe(rtl ? 'rtl' : 'ltr')

  // each line of a quote card at its start edge (the right in Arabic), numbers left to right
  const card = await box(page, '.strip__card')
  for (const selector of ['.strip__symbol', '.strip__price', '.strip__change']) {
    const at = await words(page, `.strip__card >> nth=0 >> ${selector}`)
    const [startGap, endGap] = rtl
      ? [card.right - at.right, at.left - card.left]
      : [at.left - card.left, card.right - at.right]
    expect([selector, startGap < 16, endGap > startGap]).toEqual([selector, true, true])
  }
  expect(await style(page, '.strip__price', 'direction')).toBe('ltr')
  expect(await words(page, '.strip__change').then((b) => b.right > b.left)).toBe(true)
  await shot(page, `rtl-home-${lang}`)
  expect(errors).toEqual([])
})

test.each(['ar', 'en'])('phone field and dividers in %s', async (lang) => {
  const rtl = lang === 'ar'
  const { page, errors } = await openIn(lang, 'pages/register/index')
  await waitForRoute(page, 'pages/register/index')
  await page.locator('.area-code').locator('visible=true').first().waitFor()

  // the area code is at the start of the phone field, its divider between it and the number
  const area = await box(page, '.area-code')
  const input = await box(page, '.field__row .at-input')
  if (rtl) expect(area.left).toBeGreaterThanOrEqual(input.right - 1)
  else expect(area.right).toBeLessThanOrEqual(input.left + 1)
  const divider = rtl ? 'border-left-width' : 'border-right-width'
  const other = rtl ? 'border-right-width' : 'border-left-width'
  expect(await style(page, '.area-code', divider)).not.toBe('0px')
  expect(await style(page, '.area-code', other)).toBe('0px')
  expect(await page.locator('.area-code__value').first().textContent()).toMatch(/^\+\d+$/)
  await shot(page, `rtl-register-${lang}`)

  // the divider between the invitation code and the credit score
  await page.evaluate(() => {
    window.location.hash = '#/pages/tabs/me/me-k'
  })
  await waitForRoute(page, 'pages/tabs/me/me-k')
  const second = '.me__fact + .me__fact'
  await page.locator(second).locator('visible=true').first().waitFor()
  expect(await style(page, second, divider)).toBe('0px')
  expect(await style(page, second, other)).not.toBe('0px')
  expect(errors).toEqual([])
})

test.each(['ar', 'en'])('the Assets figures at the start of their columns in %s', async (lang) => {
  const rtl = lang === 'ar'
  const { page, errors } = await openIn(lang, 'pages/user/accountDetail')
  await waitForRoute(page, 'pages/user/accountDetail')
  await page.locator('.holding__value').locator('visible=true').first().waitFor()
  // the start edge of a box: its right in Arabic
  const start = (b: Box) => (rtl ? b.right : b.left)

  // the total under its label, not at the other side of the card
  const label = await box(page, '.assets__total-label')
  const total = await box(page, '.assets__total-value')
  expect(Math.abs(start(total) - start(label))).toBeLessThan(2)
  expect(await style(page, '.assets__total-value', 'direction')).toBe('ltr')

  // each coin's "≈ x USDT" under its code, at the same place in every row
  const rows = await page
    .locator('.holding')
    .locator('visible=true')
    .evaluateAll((els) =>
      els.map((el) => {
        const edges = (selector: string) => {
          const r = el.querySelector(selector)!.getBoundingClientRect()
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
        }
        return { code: edges('.holding__code'), value: edges('.holding__value') }
      }),
    )
  expect(rows.length).toBeGreaterThan(1)
  for (const row of rows) {
    expect(Math.abs(start(row.value) - start(row.code))).toBeLessThan(2)
    expect(Math.abs(start(row.value) - start(rows[0].value))).toBeLessThan(2)
  }
  await shot(page, `rtl-assets-${lang}`)
  expect(errors).toEqual([])
})

test('switching to Arabic mirrors the identity forms', async () => {
  const { page, errors } = await openIn('en', 'pages/language/language')
  await tap(page, 'العربية')
  await page.locator('.screen.rtl').first().waitFor()

  // the bank card form: labels and text at the start (the right), numbers still left to right
  await page.evaluate(() => {
    window.location.hash = '#/pages/bankCard/bindBankCard'
  })
  await waitForRoute(page, 'pages/bankCard/bindBankCard')
  await page.locator('input[name="bankName"]').waitFor()
  const field = '.field:has(input[name="bankName"])'
  // where the label's words are, not its block, which spans the row
  const label = await page
    .locator(`${field} .field__label`)
    .first()
    .evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      const r = range.getBoundingClientRect()
      return { left: r.left, right: r.right }
    })
  const row = await box(page, `${field} .field__row`)
  expect(row.right - label.right).toBeLessThan(2)
  expect(label.left - row.left).toBeGreaterThan(50)
  expect(await style(page, 'input[name="bankName"]', 'direction')).toBe('rtl')
  expect(await style(page, 'input[name="cardNumber"]', 'direction')).toBe('ltr')
  // a missing field is named in Arabic
  await page.locator('.at-button--primary').click()
  await see(page, 'يُرجى ملء الحقل: اسم البنك')
  await shot(page, 'rtl-bank-card-form')

  // the certification form: the first document type is at the start of its row, on the right
  await page.evaluate(() => {
    window.location.hash = '#/pages/user/authentication1'
  })
  await waitForRoute(page, 'pages/user/authentication1')
  await page.locator('.cert__types .at-tag').first().waitFor()
  const tags = await page
    .locator('.cert__types .at-tag')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left))
  expect(tags[0]).toBeGreaterThan(tags[1])
  expect(await style(page, 'input[name="card_id"]', 'direction')).toBe('ltr')
  await shot(page, 'rtl-certification-form')
  expect(errors).toEqual([])
})
