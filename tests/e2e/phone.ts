// Steps a user takes in the H5 app, in one place so the journeys read as what the user does.
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { fundedUser, registerUser } from '../support/appServer'

export const ARTIFACTS = path.join(__dirname, 'artifacts')

/** A phone-sized page (390x844, as the issue asks) that records what the app logged. */
export async function openPhone(
  browser: Browser,
  origin: string,
  /** a deep link, e.g. 'pages/user/recharge'; the entry `/` when absent */
  hashPath = '',
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  await prepare?.(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.goto(`${origin}/${hashPath ? `#/${hashPath}` : ''}`)
  return { page, errors }
}

/** Waits until the page the address names is on top and nothing on it is still moving. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // taro-ui's modals and sheets fade and slide in; spinners and marquees loop for ever
    const moving = document
      .getAnimations()
      .some(
        (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
      )
    // a page being left can stay drawn over the route's own until Taro's router is done with it
    const route = location.hash.slice(1).split('?')[0]
    const shown = [...document.querySelectorAll<HTMLElement>('.taro_page.taro_page_show')].filter(
      (el) => getComputedStyle(el).display !== 'none',
    )
    const last = shown[shown.length - 1]
    const leaving =
      route.startsWith('/pages/') && last !== undefined && last.id.split('?')[0] !== route
    return !moving && !leaving
  })
}

export interface SignedInOptions {
  /** the language the app finds stored, as if the user had picked it before */
  lang?: string
  /** USDT credited before the app opens */
  funds?: string
  /** an account made beforehand (readyUser); a new one unless given */
  user?: { email: string; token: string }
}

/** A user (new unless given), registered through the API, whose session the app finds in storage at launch. */
export async function openSignedIn(
  browser: Browser,
  origin: string,
  hashPath = '',
  { lang, funds, user }: SignedInOptions = {},
): Promise<{ page: Page; errors: string[]; email: string }> {
  const { email, token } =
    user ?? (funds ? await fundedUser(origin, funds) : await registerUser(origin))
  const { page, errors } = await openPhone(browser, origin, hashPath, async (context) => {
    // Taro H5 keeps each storage entry as {"data": value}
    await context.addInitScript(
      ([token, lang]) => {
        localStorage.setItem('token', JSON.stringify({ data: token }))
        if (lang) localStorage.setItem('lang', JSON.stringify({ data: lang }))
      },
      [token, lang] as const,
    )
  })
  return { page, errors, email }
}

/**
 * Reads Home's notice (a notice bar until its reader says so, once per device) and dismisses it;
 * `words` are the app's (ui.noticeMore, home.noticeOk) in another language than English.
 */
export async function dismissNotice(
  page: Page,
  words = { more: 'Details', understood: 'I understand' },
): Promise<void> {
  await page.locator('.notice .at-noticebar').waitFor()
  await tap(page, words.more)
  await press(page, words.understood)
  await page.locator('.notice').waitFor({ state: 'detached' })
}

/** The quote row of a symbol on the page in view (hidden pages keep theirs in the DOM). */
export function quoteRow(page: Page, symbol: string) {
  return page.locator(`[data-symbol="${symbol}"]`).locator('visible=true').first()
}

/** Taps a tab of the tab bar by its label. */
export async function tapTab(page: Page, label: string): Promise<void> {
  await page.locator('.weui-tabbar__item').filter({ hasText: label }).click()
}

export async function shot(page: Page, name: string): Promise<void> {
  await settled(page)
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) })
}

/** Taps the visible element whose own text is exactly `text`. */
export async function tap(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).locator('visible=true').first().click()
}

/** Waits until text (a string read exactly, or a pattern) is visible on screen. */
export async function see(page: Page, text: string | RegExp): Promise<void> {
  const match =
    typeof text === 'string' ? page.getByText(text, { exact: true }) : page.getByText(text)
  await match.locator('visible=true').first().waitFor()
}

/** Waits for Home signed in: its top bar shows the user's avatar, the way into My account. */
export async function seeSignedIn(page: Page): Promise<void> {
  await page.locator('.top-bar__avatar').locator('visible=true').first().waitFor()
}

/** Opens My account from Home's top bar. */
export async function openMyAccount(page: Page): Promise<void> {
  await page.locator('.top-bar__avatar').locator('visible=true').first().click()
}

/** Presses the button labelled `text` (titles and links may read the same): components/Button, or
 *  a button of a dialog (components/Dialog). */
export async function press(page: Page, text: string): Promise<void> {
  await page
    .locator('.at-button, .at-modal__action [role="button"]')
    .filter({ hasText: text })
    .locator('visible=true')
    .first()
    .click()
}

/** Confirms the open dialog (components/Dialog). */
export async function confirmDialog(page: Page, label: string): Promise<void> {
  const button = page
    .locator('.at-modal--active .at-modal__action [role="button"]')
    .locator('visible=true')
  await button.filter({ hasText: label }).click()
}

export async function fill(page: Page, name: string, value: string): Promise<void> {
  await page.locator(`input[name="${name}"]`).locator('visible=true').first().fill(value)
}

/** Types into the search bar (taro-ui's AtSearchBar, whose input has no name) of class `bar`. */
export async function search(page: Page, bar: string, value: string): Promise<void> {
  await page.locator(`.${bar} input`).locator('visible=true').first().fill(value)
}

export async function waitForRoute(page: Page, route: string): Promise<void> {
  await page.waitForURL((url) => url.hash.startsWith(`#/${route}`), { timeout: 20000 })
}

/** Waits for a toast saying `text` (taro-ui's AtToast, drawn by the page's ToastHost; hidden pages
 *  keep theirs, so only a toast with a box on screen counts). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll<HTMLElement>('.at-toast .toast-body-content__info')].some(
        (el) => el.getClientRects().length > 0 && el.textContent?.trim() === expected,
      ),
    text,
    { timeout: 10000 },
  )
}

/** A photo on the phone's camera roll: a JPEG of one colour, `width` x `height`. */
export async function photo(
  name: string,
  colour: string,
  width = 800,
  height = 500,
): Promise<string> {
  const dir = path.join(os.tmpdir(), 'e2e-photos')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}.jpg`)
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toFile(file)
  return file
}

/** Picks `file` for the photo slot named `slot` and waits for its preview. */
export async function choosePhoto(page: Page, slot: string, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser')
  await page.locator(`[data-photo="${slot}"]`).click()
  await (await chooser).setFiles(file)
  await page.locator(`[data-photo="${slot}"] img`).waitFor()
}

/** On the Trade tab: picks the shortest period and types the stake; the period's seconds. */
export async function chooseShortest(page: Page, stake: string): Promise<number> {
  const shortest = page.locator('.trade-panel__option').first()
  const seconds = Number(
    ((await shortest.locator('.trade-panel__seconds').textContent()) ?? '').match(/\d+/)?.[0],
  )
  await shortest.click()
  await page.locator('input[name="stake"]').fill(stake)
  return seconds
}

/** Waits until the Trade tab shows no open position: each settles within its period and the
 *  check that follows it. */
export async function waitForSettled(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.orders [data-order] .order-row__timer'),
    undefined,
    { timeout: (seconds + 30) * 1000 },
  )
}

/** On the Assets tab: the available amount of `code` in `account` ('legal', 'micro'). */
export const assetAvailable = (account: string, code: string) =>
  `.assets__account[data-account="${account}"] .holding[data-currency="${code}"] .holding__available`

/** On the Assets tab: taps one of its actions (Deposit, Withdraw, Exchange, Move, Records). */
export async function assetAction(page: Page, label: string): Promise<void> {
  await page.locator('.assets__action', { hasText: label }).click()
}
