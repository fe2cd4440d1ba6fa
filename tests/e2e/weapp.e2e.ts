// Both targets draw taro-ui (DESIGN §4, §8): the built mini-program (dist/weapp) in the Node
// harness with a fake `wx`, against the real server: every tab page and the pages whose widgets
// are taro-ui's render, their sheets and dialogs open, nothing is logged as an error, no Chinese
// default of taro-ui shows, and the page root carries the direction class the mirrored styles
// match, in English and in Arabic. (The browser journeys cover the H5 build.)
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fundedUser } from '../support/appServer'
import { startSuite } from './suite'

const ROOT = path.resolve(__dirname, '..', '..')

interface Report {
  lang: string
  pages: { route: string; checks: string[]; failure: string; errors: string[] }[]
  errors: string[]
}

const app = startSuite({ browser: false })
let token: string

beforeAll(async () => {
  token = (await fundedUser(app.server.origin, '1000')).token
})

function renderPages(lang: string, intl = ''): Report {
  const out = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, 'weappPages.ts'),
      app.server.origin,
      token,
      lang,
      intl,
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 240000 },
  )
  const line = (out.stdout ?? '').split('\n').find((l) => l.startsWith('WEAPP '))
  if (!line) throw new Error(`no report from the harness:\n${out.stdout}\n${out.stderr}`)
  return JSON.parse(line.slice('WEAPP '.length)) as Report
}

// Russian and Arabic also run without Intl.PluralRules (some WeChat clients): the trade
// confirmation's "N seconds later" must still take the CLDR form ("через 30 секунд").
test.each([
  ['en', ''],
  ['ar', ''],
  ['ru', 'no-intl'],
  ['ar', 'no-intl'],
])('the mini-program renders its taro-ui pages (%s %s)', (lang, intl) => {
  const report = renderPages(lang, intl)
  expect(report.pages.map((p) => p.route)).toEqual([
    'pages/index/index',
    'pages/tabs/quotes/quotes',
    'pages/quoteDetail/quoteDetail',
    'pages/user/accountDetail',
    'pages/tabs/me/me-k',
    'pages/language/language',
    'pages/login/login',
    'pages/register/index',
  ])
  for (const page of report.pages) {
    expect({ route: page.route, failure: page.failure }).toEqual({ route: page.route, failure: '' })
  }
  expect(report.errors).toEqual([])
})
