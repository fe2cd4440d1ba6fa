// Run by weapp.e2e.ts in a process of its own (the built mini-program installs globals and keeps
// timers): opens pages of dist/weapp in the Node harness with a fake `wx`, in one language, and
// taps the taro-ui widgets that open something. Prints `WEAPP <json>`: per page, what was checked
// and any error the app logged or threw.
//   node --import tsx tests/e2e/weappPages.ts <origin> <token> <lang> [no-intl]
// With no-intl the engine has no Intl.PluralRules, as on some WeChat clients: the app's fallback
// rules must then choose the same plural forms CLDR does.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { WeappHarness, type PageInstance } from '../bench/weappHarness'

const ROOT = path.resolve(__dirname, '..', '..')
const [origin, token, lang, intl] = process.argv.slice(2)
const CldrPluralRules = Intl.PluralRules
const messages = JSON.parse(
  readFileSync(path.join(ROOT, 'src', 'locales', `${lang}.json`), 'utf8'),
) as Record<string, Record<string, string>>
const text = (key: string) => {
  const [group, name] = key.split('.')
  return messages[group][name]
}

/** The settlement sentence for `count` seconds in the form CLDR gives that count in `lang`. */
function settlementText(count: number): string {
  const trade = messages.trade
  const form = new CldrPluralRules(lang === 'hk' ? 'zh-HK' : lang).select(count)
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

const seeText = (page: PageInstance, wanted: string) =>
  until(`"${wanted}" on ${page.route}`, () => textOf(rootOf(page)).includes(wanted) || undefined)

const seeClass = (page: PageInstance, cls: string) =>
  until(`.${cls} on ${page.route}`, () => find(page, cls))

interface Visit {
  route: string
  /** text (a translation key) the page shows once it has loaded */
  shows: string
  /** taro-ui widgets it draws */
  widgets: string[]
  /** a tap that opens something, and what it opens */
  then?: (page: PageInstance) => Promise<void>
}

const VISITS: Visit[] = [
  {
    route: 'pages/index/index',
    shows: 'home.gainers',
    widgets: ['at-tabs', 'at-noticebar', 'at-modal', 'at-list'],
    then: async (page) => {
      await tap(page, 'notice')
      await seeClass(page, 'at-modal--active')
      await seeText(page, text('home.noticeOk'))
      await tap(page, 'home__news-item')
      await seeClass(page, 'at-float-layout--active')
      await seeText(page, text('common.close'))
    },
  },
  {
    route: 'pages/tabs/quotes/quotes',
    shows: 'market.watchlist',
    widgets: ['at-search-bar', 'at-tabs', 'at-tag'],
  },
  {
    route: 'pages/quoteDetail/quoteDetail',
    shows: 'trade.buyUp',
    widgets: ['at-input', 'at-tag', 'at-button', 'at-tabs'],
    then: async (page) => {
      const input = await until('the stake input', () =>
        all(rootOf(page)).find((n) => hasClass(n, 'at-input__input')),
      )
      fire(page, input, 'input', { value: '10' })
      await tap(page, 'app-button--up')
      await seeClass(page, 'at-float-layout--active')
      await seeText(page, text('trade.confirmTitle'))
      // the confirmation says when the order settles, counted in the language's plural form
      const said = await until('the settlement moment', () => {
        const shown = textOf(rootOf(page))
        return Object.entries(messages.trade)
          .filter(([key]) => key.startsWith('settlementText'))
          .flatMap(([, template]) =>
            [30, 60, 120, 300].map((n) => template.replace('{{count}}', String(n))),
          )
          .find((sentence) => shown.includes(sentence))
      })
      const seconds = Number(/\d+/.exec(said)?.[0])
      if (said !== settlementText(seconds))
        throw new Error(`"${said}" instead of "${settlementText(seconds)}"`)
    },
  },
  { route: 'pages/user/accountDetail', shows: 'common.notYet', widgets: [] },
  {
    route: 'pages/tabs/me/me-k',
    shows: 'me.logout',
    widgets: ['at-list', 'at-button', 'at-modal'],
    then: async (page) => {
      await tap(page, 'app-button--danger')
      await seeClass(page, 'at-modal--active')
      await seeText(page, text('me.logoutConfirm'))
    },
  },
  { route: 'pages/language/language', shows: 'route.language', widgets: ['at-list'] },
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

async function run() {
  if (intl === 'no-intl') delete (Intl as { PluralRules?: unknown }).PluralRules
  const harness = new WeappHarness(path.join(ROOT, 'dist', 'weapp'), origin, { token, lang })
  harness.start('pages/common/loading')
  await harness.waitForRoute('pages/index/index', 30000)
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
      await visit.then?.(page)
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
  harness.close()
  return results
}

run().then(
  (pages) => {
    console.log(`WEAPP ${JSON.stringify({ lang, pages, errors })}`)
    process.exit(0)
  },
  (error: unknown) => {
    console.log(`WEAPP ${JSON.stringify({ lang, pages: [], errors: [...errors, String(error)] })}`)
    process.exit(0)
  },
)
