// Run by weapp.e2e.ts in a process of its own (the built mini-program installs globals and keeps
// timers): opens pages of dist/weapp in the Node harness with a fake `wx`, in one language, and
// taps the taro-ui widgets that open something. Prints `WEAPP <json>`: per page, what was checked
// and any error the app logged or threw.
//   node --import tsx tests/e2e/weappPages.ts <origin> <token> <lang> <intl|no-intl> [pages|plurals]
// With no-intl the engine has no Intl.PluralRules, as on some WeChat clients: the app's fallback
// rules must then choose the same plural forms CLDR does. `plurals` does not visit the pages: it
// switches through every language on the language page and reads the trade confirmation's
// settlement sentence for every period offered.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LANGS, type Lang } from '../../types/lang'
import type { MiniPlatform } from '../../scripts/miniPrograms'
import { WeappHarness, type PageInstance } from '../bench/weappHarness'

const ROOT = path.resolve(__dirname, '..', '..')
const [origin, token, lang, intl, mode = 'pages', platform = 'weapp'] = process.argv.slice(2) as [
  string,
  string,
  Lang,
  string,
  string?,
  MiniPlatform?,
]
const CldrPluralRules = Intl.PluralRules

type Messages = Record<string, Record<string, string>>
const messagesOf = (code: Lang) =>
  JSON.parse(readFileSync(path.join(ROOT, 'src', 'locales', `${code}.json`), 'utf8')) as Messages
const messages = messagesOf(lang)
const text = (key: string, of: Messages = messages) => {
  const [group, name] = key.split('.')
  return of[group][name]
}

/** The settlement sentence for `count` seconds in the form CLDR gives that count in `code`. */
function settlementText(code: Lang, of: Messages, count: number): string {
  const trade = of.trade
  const form = new CldrPluralRules(code === 'hk' ? 'zh-HK' : code).select(count)
  // Sanskrit has no CLDR plural data: one form, without a suffix
  const template = trade[`settlementText_${form}`] ?? trade.settlementText
  return template.replace('{{count}}', String(count))
}

const errors: string[] = []
const logError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  errors.push(args.map(String).join(' '))
  logError(...args)
}
process.on('uncaughtException', (e) => errors.push(`uncaught: ${String(e?.stack ?? e)}`))
process.on('unhandledRejection', (e) => errors.push(`unhandled rejection: ${String(e)}`))

interface Node {
  cl?: string
  v?: string
  sid?: string
  cn?: Node[]
  [prop: string]: unknown
}

const rootOf = (page: PageInstance): Node => (page.tree.root ?? {}) as Node

function all(node: Node, out: Node[] = []): Node[] {
  out.push(node)
  for (const child of node.cn ?? []) all(child, out)
  return out
}

const textOf = (node: Node): string =>
  all(node)
    .map((n) => n.v ?? '')
    .join('')
const hasClass = (node: Node, cls: string) => (node.cl ?? '').split(/\s+/).includes(cls)
const find = (page: PageInstance, cls: string) => all(rootOf(page)).find((n) => hasClass(n, cls))

async function until<T>(what: string, probe: () => T | undefined, ms = 20000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const found = probe()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

function fire(page: PageInstance, node: Node, type: string, detail: Record<string, unknown> = {}) {
  const target = { id: node.sid, dataset: { sid: node.sid } }
  const handler = page.eh as (event: unknown) => void
  handler.call(page, { type, timeStamp: Date.now(), target, currentTarget: target, detail })
}

async function tap(page: PageInstance, cls: string): Promise<void> {
  fire(page, await until(`.${cls}`, () => find(page, cls)), 'tap')
}

/** Taps the innermost element inside `.${within}` that reads exactly `label` (a dialog's button). */
async function tapLabel(page: PageInstance, within: string, label: string): Promise<void> {
  const node = await until(`"${label}" in .${within}`, () => {
    const box = find(page, within)
    return box
      ? all(box)
          .filter((n) => n.sid && n.cn && textOf(n) === label)
          .pop()
      : undefined
  })
  fire(page, node, 'tap')
}

const seeText = (page: PageInstance, wanted: string) =>
  until(`"${wanted}" on ${page.route}`, () => textOf(rootOf(page)).includes(wanted) || undefined)

const seeClass = (page: PageInstance, cls: string) =>
  until(`.${cls} on ${page.route}`, () => find(page, cls))

const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Opens the trade confirmation for a stake of 10 on the period chosen and checks that its
 * settlement sentence takes the form CLDR gives the period's seconds in `code`; closes it again.
 */
async function checkSettlement(page: PageInstance, code: Lang, of: Messages): Promise<string> {
  const input = await until('the stake input', () =>
    all(rootOf(page)).find((n) => hasClass(n, 'at-input__input')),
  )
  fire(page, input, 'input', { value: '10' })
  await tap(page, 'app-button--up')
  await seeClass(page, 'at-float-layout--active')
  await seeText(page, text('trade.confirmTitle', of))
  // every form of the sentence, longest first: a form that is a prefix of another ("second" of
  // "seconds") must not hide the longer one shown
  const forms = Object.entries(of.trade)
    .filter(([key]) => key.startsWith('settlementText'))
    .map(([, template]) => new RegExp(escape(template).replace('\\{\\{count\\}\\}', '(\\d+)')))
    .sort((a, b) => b.source.length - a.source.length)
  const said = await until('the settlement sentence', () => {
    const shown = textOf(rootOf(page))
    return forms.map((form) => form.exec(shown)).find((m): m is RegExpExecArray => m !== null)
  })
  const expected = settlementText(code, of, Number(said[1]))
  if (said[0] !== expected) throw new Error(`"${said[0]}" instead of "${expected}"`)
  await tap(page, 'confirm-order__button')
  await until(
    'the confirmation to close',
    () => !find(page, 'at-float-layout--active') || undefined,
  )
  return said[0]
}

/**
 * Waits for prices in `.${cls}` and then for one of them to change: the quotes arrive and keep
 * arriving (the server's simulated market ticks every 250 ms).
 */
async function seePricesMove(page: PageInstance, cls: string): Promise<string> {
  const read = () =>
    all(rootOf(page))
      .filter((n) => hasClass(n, cls))
      .map(textOf)
      .filter((shown) => /\d/.test(shown))
  const first = await until(`prices in .${cls}`, () => (read().length ? read() : undefined))
  await until(
    `a price in .${cls} to change`,
    () => read().some((shown, i) => shown !== first[i]) || undefined,
    15000,
  )
  return first[0]
}

interface Visit {
  route: string
  /** text (a translation key) the page shows once it has loaded */
  shows: string
  /** the class of the live prices it shows */
  prices?: string
  /** taro-ui widgets it draws */
  widgets: string[]
  /** a tap that opens something, and what it opens */
  then?: (page: PageInstance, harness: WeappHarness) => Promise<void>
}

const VISITS: Visit[] = [
  {
    route: 'pages/index/index',
    shows: 'home.gainers',
    prices: 'quote-row__price',
    widgets: ['at-tabs', 'at-noticebar', 'at-modal', 'at-list'],
    then: async (page) => {
      await tap(page, 'notice')
      await seeClass(page, 'at-modal--active')
      await seeText(page, text('home.noticeOk'))
    },
  },
  {
    route: 'pages/tabs/quotes/quotes',
    shows: 'market.watchlist',
    prices: 'quote-row__price',
    widgets: ['at-search-bar', 'at-tabs', 'at-tag'],
  },
  {
    route: 'pages/quoteDetail/quoteDetail',
    shows: 'trade.buyUp',
    prices: 'quote-header__price',
    widgets: ['at-input', 'at-tag', 'at-button', 'at-tabs'],
    // the confirmation says when the order settles, counted in the language's plural form
    then: (page) => checkSettlement(page, lang, messages).then(() => undefined),
  },
  { route: 'pages/user/accountDetail', shows: 'assets.total', widgets: ['at-float-layout'] },
  { route: 'pages/language/language', shows: 'route.language', widgets: ['at-list'] },
  {
    route: 'pages/tabs/me/me-k',
    shows: 'me.logout',
    widgets: ['at-list', 'at-button', 'at-modal'],
    // logs out, so that login is visited as a signed-out user sees it (signed in, it moves on)
    then: async (page, harness) => {
      await tap(page, 'app-button--danger')
      await seeClass(page, 'at-modal--active')
      await seeText(page, text('me.logoutConfirm'))
      await tapLabel(page, 'at-modal__action', text('me.logout'))
      await harness.waitForRoute('pages/login/login')
    },
  },
  {
    route: 'pages/login/login',
    shows: 'auth.welcomeBack',
    widgets: ['at-tabs', 'at-input', 'at-button'],
    then: async (page) => {
      await tap(page, 'area-code')
      await seeClass(page, 'at-float-layout--active')
      await seeClass(page, 'at-search-bar')
      await seeClass(page, 'area-code__item')
    },
  },
  {
    route: 'pages/register/index',
    shows: 'auth.createAccount',
    widgets: ['at-tabs', 'at-input', 'at-button'],
  },
]

// taro-ui's own defaults are Chinese: none may reach the screen in another language (the language
// list names the Chinese and Japanese languages in their own script)
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/
const OWN_NAMES = ['日本語', '简体中文', '繁體中文（香港）']

type PageReport = { route: string; checks: string[]; failure: string; errors: string[] }

async function visitPages(harness: WeappHarness): Promise<PageReport[]> {
  const results = []
  for (const visit of VISITS) {
    const before = errors.length
    const checks: string[] = []
    let failure = ''
    try {
      if (harness.current?.route !== visit.route) harness.open(visit.route, true)
      const page = await harness.waitForRoute(visit.route)
      await seeText(page, text(visit.shows))
      checks.push(`shows "${text(visit.shows)}"`)
      const root = rootOf(page)
      const rootClass = (root.cn?.[0]?.cl ?? '').trim()
      checks.push(`page root "${rootClass}"`)
      if (!hasClass(root.cn?.[0] ?? {}, lang === 'ar' ? 'rtl' : 'ltr'))
        throw new Error(`page root class is "${rootClass}"`)
      for (const widget of visit.widgets) await seeClass(page, widget)
      if (visit.widgets.length) checks.push(`draws ${visit.widgets.join(', ')}`)
      if (visit.prices) checks.push(`live prices from ${await seePricesMove(page, visit.prices)}`)
      await visit.then?.(page, harness)
      if (visit.then) checks.push('opens its sheet or dialog')
      const cjk = OWN_NAMES.reduce(
        (all, name) => all.split(name).join(''),
        textOf(rootOf(page)),
      ).match(CJK)
      if (cjk) throw new Error(`Chinese text on screen: "${cjk[0]}"`)
    } catch (error) {
      failure = String((error as Error).message ?? error)
    }
    results.push({ route: visit.route, checks, failure, errors: errors.slice(before) })
  }
  return results
}

const TRADE = 'pages/quoteDetail/quoteDetail'

/** Per language (reported as route `plurals/<code>`): the settlement sentence of every period. */
async function everyLanguage(harness: WeappHarness): Promise<PageReport[]> {
  const results = []
  for (const [index, code] of LANGS.entries()) {
    const before = errors.length
    const of = messagesOf(code)
    const checks: string[] = []
    let failure = ''
    try {
      // chosen as a user does: the language page over the trade page, then back
      if (harness.current?.route !== TRADE) harness.open(TRADE, true)
      await harness.waitForRoute(TRADE)
      harness.open('pages/language/language', false)
      const list = await harness.waitForRoute('pages/language/language')
      const items = await until('the language list', () => {
        const found = all(rootOf(list)).filter((n) => hasClass(n, 'languages__item'))
        return found.length === LANGS.length ? found : undefined
      })
      fire(list, items[index], 'tap')
      const page = await harness.waitForRoute(TRADE)
      await seeText(page, text('trade.buyUp', of))
      const options = await until('the periods', () => {
        const found = all(rootOf(page)).filter((n) => hasClass(n, 'trade-panel__option'))
        return found.length ? found : undefined
      })
      for (const option of options) {
        fire(page, option, 'tap')
        checks.push(await checkSettlement(page, code, of))
      }
    } catch (error) {
      failure = String((error as Error).message ?? error)
    }
    results.push({ route: `plurals/${code}`, checks, failure, errors: errors.slice(before) })
  }
  return results
}

async function run() {
  if (intl === 'no-intl') delete (Intl as { PluralRules?: unknown }).PluralRules
  const harness = new WeappHarness(
    path.join(ROOT, 'dist', platform),
    origin,
    { token, lang },
    platform,
  )
  harness.start('pages/common/loading')
  await harness.waitForRoute('pages/index/index', 30000)
  const pages = mode === 'plurals' ? await everyLanguage(harness) : await visitPages(harness)
  harness.close()
  return {
    pages,
    sockets: { ...harness.connections, events: harness.socketEvents },
    // the languages (both parts of their messages), and their date words, kept for starts
    // without a network
    cached: kept(harness, 'messages:')
      .filter((key) => key.endsWith('.first'))
      .map((key) => key.replace(/\.first$/, ''))
      .filter((code) => kept(harness, 'messages:').includes(`${code}.rest`)),
    dates: kept(harness, 'dates:'),
  }
}

function kept(harness: WeappHarness, prefix: string): string[] {
  return harness
    .storageKeys()
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length))
}

run().then(
  (report) => {
    console.log(`WEAPP ${JSON.stringify({ lang, ...report, errors })}`)
    process.exit(0)
  },
  (error: unknown) => {
    console.log(`WEAPP ${JSON.stringify({ lang, pages: [], errors: [...errors, String(error)] })}`)
    process.exit(0)
  },
)
