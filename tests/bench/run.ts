// `npm run bench`: what DESIGN.md §7 budgets, measured on the current builds, as JSON and a table.
// Budgets whose subject does not exist yet are listed as such, not guessed.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { ensureBuild } from '../../scripts/ensureBuild'
import { RN_ANDROID_BUNDLE } from '../../scripts/check-rn'
import { MINI_PLATFORMS, PACKAGE_LIMITS, packageSizes } from '../../scripts/miniPrograms'
import { appPages } from '../../src/routes'
import { launchBrowser } from '../support/chromium'
import { registerUser, startAppServer, untilBooksQuoted } from '../support/appServer'
import { ensureBareBuild } from './bare/build'
import {
  MOBILE_PROFILE,
  appTarget,
  bareTarget,
  compareFirstPrice,
  formatWaterfall,
  type PriceTarget,
} from './firstPrice'
import { klineChunk, klineRender, marketFrames, weappSetData } from './market'
import type { TradeLoad } from './microtrade'
import type { SpotLoad } from './spot'
import type { MoneyLoad } from './money'
import type { OverloadLoad } from './overload'
import {
  KB,
  leverMeasures,
  overloadMeasures,
  spotMeasures,
  withinBudget,
  type Measure,
} from './loadMeasures'
import { lighthouseMeasures, lighthousePages } from './lighthouse'
import { measureTradeTicks } from './tradeTicks'
import { axeCounts, axeMeasures } from './accessibility'
import type { LeverLoad } from './lever'

const ROOT = path.resolve(__dirname, '..', '..')

/**
 * JS and CSS an H5 app loads until its first price is in the page (the first screen: Home with its
 * prices, or the bare Taro page's Text), and what it fetches after that (the socket, until the
 * network is idle), gzipped as a server would. Unthrottled: sizes, not times.
 */
async function h5FirstScreen(browser: Browser, target: PriceTarget) {
  const bodies: Record<string, number> = {}
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  page.on('response', async (res) => {
    const type = res.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    try {
      bodies[new URL(res.url()).pathname] = gzipSync(await res.body()).length
    } catch {
      // a response without a body (redirect): nothing was loaded
    }
  })
  // the moment the first price enters the page, on the page's own clock
  await page.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (document.querySelector(selector)) {
        performance.mark('first-screen')
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  }, target.selector)
  await page.goto(target.url)
  await page.locator(target.selector).first().waitFor({ timeout: 60000 })
  await page.waitForLoadState('networkidle')
  const started = (await page.evaluate(`(() => {
    const mark = performance.getEntriesByName('first-screen')[0].startTime
    return performance.getEntriesByType('resource').map((r) => [new URL(r.name).pathname, r.startTime < mark])
  })()`)) as [string, boolean][]
  await page.close()
  const files: Record<string, number> = {}
  const afterFiles: Record<string, number> = {}
  for (const [file, before] of started) {
    if (file in bodies) (before ? files : afterFiles)[file] = bodies[file]
  }
  const sum = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0)
  return { total: sum(files), files, after: sum(afterFiles), afterFiles }
}

/** Runs a measuring child and returns the JSON it printed after `marker` (or its first '{'). */
function child(args: string[], marker = ''): Record<string, unknown> {
  const out = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' })
  const text = out.stdout ?? ''
  const at = marker ? text.indexOf(marker) + marker.length : text.indexOf('{')
  if (out.status !== 0 || at < marker.length || text.indexOf('{', at) < 0) {
    throw new Error(`${args.join(' ')} failed:\n${text}\n${out.stderr}`)
  }
  const json = text.slice(text.indexOf('{', at))
  return JSON.parse(marker ? json.split('\n')[0] : json) as Record<string, unknown>
}

async function run(): Promise<void> {
  ensureBuild('h5')
  for (const platform of MINI_PLATFORMS) ensureBuild(platform)
  ensureBuild('rn')
  // the bare Taro app, built the same way and served by a second instance of the same server
  const bareServer = await startAppServer({ staticDir: ensureBareBuild() })
  const server = await startAppServer()
  // measured as they run once the market maker has laid its books, not during that start
  await Promise.all([untilBooksQuoted(bareServer.origin), untilBooksQuoted(server.origin)])
  const browser = await launchBrowser()
  let firstPrice, lighthouse, tradeTicks, firstScreen, bareScreen, chunk, render, frames, setData
  try {
    // first, while nothing else of the bench has run yet
    firstPrice = await compareFirstPrice(
      browser,
      appTarget(server.origin),
      bareTarget(bareServer.origin),
    )
    const { token } = await registerUser(server.origin)
    lighthouse = await lighthousePages(server.origin, token, 3, bareServer.origin)
    tradeTicks = await measureTradeTicks(browser, server.origin, token)
    firstScreen = await h5FirstScreen(browser, appTarget(server.origin))
    bareScreen = await h5FirstScreen(browser, bareTarget(bareServer.origin))
    chunk = await klineChunk(browser, server.origin)
    render = await klineRender(browser)
    frames = await marketFrames(browser, server.origin)
    setData = await weappSetData(server.origin, (await registerUser(server.origin)).token)
  } finally {
    await browser.close()
    await server.dispose()
    await bareServer.dispose()
  }
  const axe = axeCounts()
  const store = child(
    [require.resolve('jest/bin/jest'), '-c', 'tests/bench/jest.config.js'],
    'BENCH ',
  ) as { ticksPerSecond: number; commitsPerSecond: number }
  // Server and 1000 clients share two cores here, so one run can catch a bad moment: three runs,
  // the median reported with the spread.
  const fanouts = [1, 2, 3].map(
    () =>
      child(['--import', 'tsx', 'tests/bench/fanout.ts', '1000', '10']) as {
        p99Ms: number
        p50Ms: number
      },
  )
  const p99s = fanouts.map((f) => f.p99Ms).sort((a, b) => a - b)
  const fanout = {
    p99Ms: p99s[1],
    p99Runs: p99s,
    p50Ms: fanouts.map((f) => f.p50Ms).sort((a, b) => a - b)[1],
  }
  const trade = child(['--import', 'tsx', 'tests/bench/microtrade.ts']) as unknown as TradeLoad
  const money = child(['--import', 'tsx', 'tests/bench/money.ts']) as unknown as MoneyLoad
  const spot = child(['--import', 'tsx', 'tests/bench/spot.ts']) as unknown as SpotLoad
  const lever = child(['--import', 'tsx', 'tests/bench/lever.ts']) as unknown as LeverLoad
  // 2x capacity on each arrangement a deployment can have; PostgreSQL's only where one is given
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  const arrangements: [string, string][] = [['pglite', '1']]
  if (pgUrl) arrangements.push(['pg', '1'], ['pg', '2'])
  const overloads = arrangements.map(
    (args) =>
      child(['--import', 'tsx', 'tests/bench/overload.ts', ...args]) as unknown as OverloadLoad,
  )
  const packages = MINI_PLATFORMS.map((platform) => ({ platform, ...packageSizes(platform) }))
  const rnBundle = readFileSync(RN_ANDROID_BUNDLE)

  const profile = `${MOBILE_PROFILE.latency} ms RTT, 1.6/0.75 Mbps, ${MOBILE_PROFILE.cpuSlowdown}x CPU, cold cache`
  const measures: Measure[] = [
    {
      name: `H5 first live price on Home as a ratio to a bare Taro page, built and served the same way (${profile}; app ${firstPrice.app.median.ms} ms / bare ${firstPrice.bare.median.ms} ms, medians of ${firstPrice.app.runs.length})`,
      value: firstPrice.ratio,
      unit: 'x',
      budget: 1.5,
    },
    {
      name: `H5 navigation to the first live price on Home, ${profile} (runs ${firstPrice.app.runs.join(' / ')} ms)`,
      value: firstPrice.app.median.ms,
      unit: 'ms',
      budget: null,
      note: 'no budget of its own; the ratio is budgeted',
    },
    {
      name: `bare Taro page: navigation to its Text, same profile (runs ${firstPrice.bare.runs.join(' / ')} ms)`,
      value: firstPrice.bare.median.ms,
      unit: 'ms',
      budget: null,
      note: 'no budget; the denominator of the ratio',
    },
    {
      name: `H5 bytes transferred until the first live price (bare Taro page: ${(firstPrice.bare.median.bytes / KB).toFixed(1)} KiB)`,
      value: firstPrice.app.median.bytes,
      unit: 'B',
      budget: null,
      note: 'no budget; reported',
    },
    {
      name: `H5 first screen JS+CSS (gzip), until Home shows prices (bare Taro page: ${(bareScreen.total / KB).toFixed(1)} KiB)`,
      value: firstScreen.total,
      unit: 'B',
      budget: null,
      note: 'no budget; reported beside the bare Taro page',
    },
    ...lighthouseMeasures(lighthouse),
    {
      name: `H5 Trade tab while prices stream, ${MOBILE_PROFILE.cpuSlowdown}x CPU: main-thread blocking time over ${tradeTicks.seconds} s untouched (${tradeTicks.longTasks} tasks over 50 ms; main thread busy ${Math.round(tradeTicks.busyShare * 100)} % of the time)`,
      value: tradeTicks.blockingMs,
      unit: 'ms',
      budget: null,
      note: 'no budget of its own; Lighthouse TBT is budgeted (decision 90)',
    },
    ...axeMeasures(axe),
    {
      name: 'H5 fetched once the first screen is up (the socket)',
      value: firstScreen.after,
      unit: 'B',
      budget: null,
      note: 'no budget; reported',
    },
    {
      name: 'H5 k-line chunk (gzip, what the chart page adds)',
      value: chunk.total,
      unit: 'B',
      // DESIGN §7 allows 220 KB; issue 24 holds it to 200 before the catalogue areas land
      budget: 200 * KB,
    },
    {
      name: 'k-line: render 1000 candles on canvas (median of 5)',
      value: render,
      unit: 'ms',
      budget: null,
      note: 'no budget; reported',
    },
    ...packages.flatMap(({ platform, main, sub, total }) => {
      const [largest, size] = Object.entries(sub).sort((a, b) => b[1] - a[1])[0] ?? ['-', 0]
      const limits = PACKAGE_LIMITS[platform]
      return [
        // WeChat's main package is held to 1,300 KiB once the catalogue areas land, well below
        // the platform's 2 MB, so their pages go in subpackages (DESIGN §7)
        {
          name: `${platform} main package`,
          value: main,
          unit: 'B' as const,
          budget: platform === 'weapp' ? 1300 * KB : limits.main,
        },
        {
          name: `${platform} largest subpackage (${largest})`,
          value: size,
          unit: 'B' as const,
          budget: limits.sub,
        },
        {
          name: `${platform} all packages`,
          value: total,
          unit: 'B' as const,
          budget: limits.total,
        },
      ]
    }),
    {
      name: `React Native Android bundle, gzip (${(rnBundle.length / KB).toFixed(0)} KiB as built; ${appPages(true).pages.length} pages so far)`,
      value: gzipSync(rnBundle).length,
      unit: 'B',
      budget: null,
      note: 'no budget yet (DESIGN §7 names none for the native app); reported',
    },
    {
      name: `quotes: store commits/s at 100 symbols x 10 ticks/s (${store.ticksPerSecond} ticks/s)`,
      value: store.commitsPerSecond,
      unit: '/s',
      budget: 5,
    },
    {
      name: `quotes: longest frame on the streaming Market tab, 4x CPU throttle (${frames.frames} frames)`,
      value: frames.longest,
      unit: 'ms',
      budget: 50,
    },
    {
      name: 'weapp: setData calls/s on the streaming Market page',
      value: setData,
      unit: '/s',
      budget: 10,
    },
    {
      name: `socket fan-out p99, 1000 clients, 10 ticks/s (median of ${fanout.p99Runs.join(' / ')} ms; p50 ${fanout.p50Ms} ms)`,
      value: fanout.p99Ms,
      unit: 'ms',
      budget: 100,
    },
    ...spotMeasures(spot),
    ...leverMeasures(lever),
    {
      name: `seconds-trade submit p99, ${trade.users} users at ~1 order/s each (${trade.paced.ordersPerSecond} orders/s), PGlite (p50 ${trade.paced.latencyMs.p50} ms)`,
      value: trade.paced.latencyMs.p99,
      unit: 'ms',
      budget: 50,
    },
    {
      name: `seconds-trade orders lost, doubled, replayed wrongly or off the books (of ${trade.accepted})`,
      value:
        trade.lost +
        trade.doubled +
        trade.replayMismatches +
        trade.balanceMismatches +
        trade.unbalancedAccounts +
        trade.unsettledDue,
      unit: '',
      budget: 0,
    },
    {
      name: `seconds-trade settlement lag p99, due time to settled, at that load (p50 ${trade.settlementLagMs.p50} ms)`,
      value: trade.settlementLagMs.p99,
      unit: 'ms',
      budget: null,
      note: 'no budget; reported',
    },
    {
      name: `withdrawal p99, ${money.users} users mixing withdrawals and exchanges (p50 ${money.withdrawMs.p50} ms, ${money.withdrawMs.count} withdrawals; the withdraw password is checked at the production scrypt cost)`,
      value: money.withdrawMs.p99,
      unit: 'ms',
      budget: null,
      note: 'no budget; reported',
    },
    {
      name: `exchange p99 at that load (p50 ${money.exchangeMs.p50} ms; its quote p99 ${money.quoteMs.p99} ms, p50 ${money.quoteMs.p50} ms)`,
      value: money.exchangeMs.p99,
      unit: 'ms',
      budget: null,
      note: 'no budget; reported',
    },
    {
      name: 'money bench: balance parts off their records, or frozen other than pending withdrawals',
      value: money.unbalancedParts + money.frozenNotPending,
      unit: '',
      budget: 0,
    },
    ...overloads.flatMap(overloadMeasures),
    ...(pgUrl
      ? []
      : [
          {
            name: 'seconds-trade overload on PostgreSQL, one and two nodes: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
            value: null,
            unit: '' as const,
            budget: null,
          },
        ]),
  ]

  const report = {
    measuredAt: new Date().toISOString(),
    measures: measures.map((m) => ({
      ...m,
      withinBudget: withinBudget(m),
    })),
    detail: {
      firstLivePrice: {
        profile: MOBILE_PROFILE,
        ratio: firstPrice.ratio,
        app: firstPrice.app,
        bare: firstPrice.bare,
      },
      lighthouse,
      accessibility: axe,
      h5FirstScreenFiles: firstScreen.files,
      bareFirstScreenFiles: bareScreen.files,
      h5AfterFirstScreenFiles: firstScreen.afterFiles,
      klineChunkFiles: chunk.files,
      miniProgramPackages: packages,
      marketFrames: frames,
      fanout,
      secondsTrade: trade,
      spot,
      lever,
      overloads,
    },
  }
  const out = path.join(__dirname, 'results')
  mkdirSync(out, { recursive: true })
  writeFileSync(path.join(out, 'latest.json'), JSON.stringify(report, null, 2) + '\n')

  console.log(JSON.stringify(report, null, 2))
  console.log(
    `\nH5 app, median run to the first live price:\n${formatWaterfall(firstPrice.app.median)}`,
  )
  console.log(`\nbare Taro page, median run:\n${formatWaterfall(firstPrice.bare.median)}`)
  const show = (v: number | null, unit: string) =>
    v === null ? '-' : unit === 'B' ? `${(v / KB).toFixed(1)} KiB` : `${v} ${unit}`
  console.log('\n| measure | value | budget | status |\n|---|---|---|---|')
  for (const m of report.measures) {
    const status = m.withinBudget === null ? m.note : m.withinBudget ? 'within' : 'OVER'
    const budget = m.budget === null ? '-' : `${m.atLeast ? '>= ' : ''}${show(m.budget, m.unit)}`
    console.log(`| ${m.name} | ${show(m.value, m.unit)} | ${budget} | ${status} |`)
  }
  // the mini-program harness leaves the app's timers behind in this process: end it here
  process.exit(report.measures.some((m) => m.withinBudget === false) ? 1 : 0)
}

run().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
