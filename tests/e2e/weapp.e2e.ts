// Every target draws taro-ui (DESIGN §4, §8): the built mini-programs (dist/weapp, Douyin's
// dist/tt, Alipay's dist/alipay) in the Node harness with a fake `wx` (`tt`, `my`), against the
// real server: every tab page and the pages whose widgets are taro-ui's render, their sheets and
// dialogs open, nothing is logged as an error, no Chinese default of taro-ui shows, and the page
// root carries the direction class the mirrored styles match, in English and in Arabic; and in
// every language the counts it shows take that language's plural forms, with and without
// Intl.PluralRules. (The browser journeys cover H5.)
import { spawn } from 'node:child_process'
import path from 'node:path'
import { LANGS } from '../../types/lang'
import { DATE_LOCALE_LANGS } from '../../src/utils/dateLocales'
import type { MiniPlatform } from '../../scripts/miniPrograms'
import { fundedUser } from '../support/appServer'
import { startSuite } from './suite'

const ROOT = path.resolve(__dirname, '..', '..')

interface Report {
  lang: string
  pages: { route: string; checks: string[]; failure: string; errors: string[] }[]
  /** sockets opened through connectSocket (plain, or Alipay's `multiple`); socket.io events heard */
  sockets: { plain: number; multiple: number; events: number }
  /** the languages kept in storage */
  cached: string[]
  /** the languages whose date words (fetched as data, not code) are kept in storage */
  dates: string[]
  errors: string[]
}

const app = startSuite({ browser: false })
let token: string

beforeAll(async () => {
  token = (await fundedUser(app.server.origin, '1000')).token
})

// Not spawnSync: the server's output is read on this process's event loop, and a blocked loop
// lets its pipe fill until the server stops answering the harness.
function runHarness(
  lang: string,
  intl: string,
  mode: 'pages' | 'plurals',
  session = token,
  platform: MiniPlatform = 'weapp',
): Promise<Report> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, 'weappPages.ts'),
      app.server.origin,
      session,
      lang,
      intl,
      mode,
      platform,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], timeout: 240000 },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', () => {
      const line = stdout.split('\n').find((l) => l.startsWith('WEAPP '))
      if (line) resolve(JSON.parse(line.slice('WEAPP '.length)) as Report)
      else reject(new Error(`no report from the harness:\n${stdout}\n${stderr}`))
    })
  })
}

const passed = (report: Report) => {
  for (const page of report.pages) {
    expect({ route: page.route, failure: page.failure }).toEqual({ route: page.route, failure: '' })
  }
  expect(report.errors).toEqual([])
}

// Russian and Arabic also run without Intl.PluralRules (some WeChat clients): the trade
// confirmation's "N seconds later" must still take the CLDR form ("через 30 секунд").
// Douyin's build (dist/tt) runs in the same harness with the fake as `tt`: its API has WeChat's
// shape, so the same pages and checks hold. Alipay's (dist/alipay) runs with the fake `my`
// (tests/bench/alipayApi.ts), whose storage, request and socket calls are shaped as Alipay's.
// Home, Market and Trade show prices that keep changing, carried by the socket the app opened
// through the platform's connectSocket: on Alipay with `multiple`, so that a reconnect cannot
// inherit the listeners of the connection before.
test.each([
  ['weapp', 'en', 'intl'],
  ['weapp', 'ar', 'intl'],
  ['weapp', 'ru', 'no-intl'],
  ['weapp', 'ar', 'no-intl'],
  ['tt', 'en', 'intl'],
  ['alipay', 'en', 'intl'],
  ['alipay', 'ar', 'no-intl'],
] as const)(
  'the %s mini-program renders its taro-ui pages (%s, %s)',
  async (platform, lang, intl) => {
    // the visit logs out at the end (login is seen signed out), which ends its session for good
    const { token: own } = await fundedUser(app.server.origin, '1000')
    const report = await runHarness(lang, intl, 'pages', own, platform)
    expect(report.pages.map((p) => p.route)).toEqual([
      'pages/index/index',
      'pages/tabs/quotes/quotes',
      'pages/quoteDetail/quoteDetail',
      'pages/user/accountDetail',
      'pages/language/language',
      'pages/tabs/me/me-k',
      'pages/login/login',
      'pages/register/index',
    ])
    passed(report)
    expect(report.sockets.events).toBeGreaterThan(0)
    if (platform === 'alipay') expect(report.sockets).toMatchObject({ plain: 0 })
    const opened = platform === 'alipay' ? report.sockets.multiple : report.sockets.plain
    expect(opened).toBeGreaterThan(0)
  },
)

// Every language, chosen on the language page, is fetched from the server and kept for starts
// without a network; the settlement sentence of each period offered takes the language's CLDR
// form, with Intl.PluralRules and with the app's fallback rules, on every mini-program.
test.each([
  ['weapp', 'intl'],
  ['weapp', 'no-intl'],
  ['alipay', 'no-intl'],
  ['tt', 'no-intl'],
] as const)(
  'every language counts the seconds in its own forms (%s, %s)',
  async (platform, intl) => {
    const report = await runHarness('en', intl, 'plurals', token, platform)
    expect(report.pages.map((p) => p.route)).toEqual(LANGS.map((code) => `plurals/${code}`))
    passed(report)
    expect([...report.cached].sort()).toEqual([...LANGS].sort())
    expect([...report.dates].sort()).toEqual([...DATE_LOCALE_LANGS].sort())
  },
)
