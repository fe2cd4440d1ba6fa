// DESIGN §7: time from navigation to the first live price on Home under Lighthouse's mobile
// profile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown, cold cache), beside a bare
// one-page Taro app built and served the same way, in the same run. Runs alternate between the
// two apps so that a busy moment of the machine falls on both; the median of each is compared.
//
// Standalone: `npx tsx tests/bench/firstPrice.ts [runs]` prints both medians, the ratio and the
// request waterfall of each app's median run.
import type { Browser } from 'playwright-core'

/** Lighthouse's mobile profile as Chrome DevTools applies it (RTT as per-request latency). */
export const MOBILE_PROFILE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const

/** The element showing a price, and where it is: the app's Home strip, or the bare page's Text. */
export interface PriceTarget {
  url: string
  selector: string
}

/** One request of a page load, on the page's clock (ms from navigation start). */
export interface WaterfallRow {
  path: string
  type: string
  start: number
  firstByte: number
  end: number
  /** bytes on the wire, headers included */
  bytes: number
}

export interface FirstPriceRun {
  /** navigation start to the first price in the DOM */
  ms: number
  /** bytes on the wire (document, scripts, styles, API calls) finished before that moment */
  bytes: number
  waterfall: WaterfallRow[]
}

const MARK = 'first-price'

// Strings, not functions: tsx would wrap a function with helpers the page doesn't have.
const watchFor = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)}
  const priced = () =>
    Array.from(document.querySelectorAll(selector)).some((el) => /\\d/.test(el.textContent || ''))
  new MutationObserver((_, observer) => {
    if (!priced()) return
    performance.mark(${JSON.stringify(MARK)})
    observer.disconnect()
  }).observe(document, { childList: true, subtree: true, characterData: true })
})()`

const collect = `(() => {
  const mark = performance.getEntriesByName(${JSON.stringify(MARK)})[0].startTime
  const nav = performance.getEntriesByType('navigation')[0]
  const rows = [nav, ...performance.getEntriesByType('resource')].map((r) => ({
    path: new URL(r.name).pathname + (r.entryType === 'navigation' ? '' : new URL(r.name).search),
    type: r.entryType === 'navigation' ? 'document' : r.initiatorType,
    start: Math.round(r.startTime),
    firstByte: Math.round(r.responseStart),
    end: Math.round(r.responseEnd),
    bytes: r.transferSize,
  }))
  return { mark, rows }
})()`

/** One cold load under the mobile profile: a fresh context has an empty cache. */
export async function firstPriceOnce(
  browser: Browser,
  target: PriceTarget,
): Promise<FirstPriceRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_PROFILE.latency,
      downloadThroughput: MOBILE_PROFILE.downloadThroughput,
      uploadThroughput: MOBILE_PROFILE.uploadThroughput,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown })
    await page.addInitScript({ content: watchFor(target.selector) })
    await page.goto(target.url, { waitUntil: 'commit', timeout: 120000 })
    // Waits for the mark without polling the page (polls would take CPU from the load being
    // measured). A function, not a string: a string would be eval'd, which the app's CSP refuses.
    const marked = page.evaluate(
      (mark) =>
        new Promise<void>((resolve) => {
          if (performance.getEntriesByName(mark).length > 0) return resolve()
          new PerformanceObserver((list, observer) => {
            if (list.getEntriesByName(mark).length === 0) return
            observer.disconnect()
            resolve()
          }).observe({ type: 'mark' })
        }),
      MARK,
    )
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no price at ${target.url} in 120 s`)), 120000)
    })
    await Promise.race([marked, timeout]).finally(() => clearTimeout(timer))
    const { mark, rows } = (await page.evaluate(collect)) as { mark: number; rows: WaterfallRow[] }
    const before = rows.filter((r) => r.end > 0 && r.end <= mark)
    return {
      ms: Math.round(mark),
      bytes: before.reduce((sum, r) => sum + r.bytes, 0),
      waterfall: rows.sort((a, b) => a.start - b.start),
    }
  } finally {
    await context.close()
  }
}

export interface FirstPriceMeasure {
  /** median run (by time) */
  median: FirstPriceRun
  runs: number[]
}

export interface FirstPriceComparison {
  app: FirstPriceMeasure
  bare: FirstPriceMeasure
  /** app median / bare median */
  ratio: number
}

const median = (runs: FirstPriceRun[]): FirstPriceMeasure => {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms)
  return { median: sorted[Math.floor(sorted.length / 2)], runs: runs.map((r) => r.ms) }
}

/**
 * `runs` cold loads of each, alternating, after one unmeasured load of each (the servers' first
 * answers compile their code paths; the browser's cache starts empty every time regardless).
 */
export async function compareFirstPrice(
  browser: Browser,
  app: PriceTarget,
  bare: PriceTarget,
  runs = 5,
): Promise<FirstPriceComparison> {
  await firstPriceOnce(browser, bare)
  await firstPriceOnce(browser, app)
  const appRuns: FirstPriceRun[] = []
  const bareRuns: FirstPriceRun[] = []
  for (let i = 0; i < runs; i++) {
    bareRuns.push(await firstPriceOnce(browser, bare))
    appRuns.push(await firstPriceOnce(browser, app))
  }
  const a = median(appRuns)
  const b = median(bareRuns)
  return { app: a, bare: b, ratio: Math.round((a.median.ms / b.median.ms) * 100) / 100 }
}

/** The app's Home strip: the first price element with a price in it. */
export const appTarget = (origin: string): PriceTarget => ({
  url: `${origin}/`,
  selector: '.strip__price',
})

/** The bare Taro page's one Text. */
export const bareTarget = (origin: string): PriceTarget => ({
  url: `${origin}/`,
  selector: '.bare',
})

export function formatWaterfall(run: FirstPriceRun): string {
  const lines = run.waterfall.map(
    (r) =>
      `${String(r.start).padStart(6)} ${String(r.firstByte).padStart(6)} ${String(r.end).padStart(6)}` +
      ` ${String(r.bytes).padStart(7)}  ${r.type.padEnd(14)} ${r.path}`,
  )
  return [
    ` start  ttfb    end   bytes  type           path   (first price at ${run.ms} ms, ${run.bytes} B before it)`,
    ...lines,
  ].join('\n')
}

async function main(): Promise<void> {
  const { ensureBuild } = await import('../../scripts/ensureBuild')
  const { ensureBareBuild } = await import('./bare/build')
  const { launchBrowser } = await import('../support/chromium')
  const { startAppServer, untilBooksQuoted } = await import('../support/appServer')
  ensureBuild('h5')
  const bareDir = ensureBareBuild()
  const appServer = await startAppServer()
  const bareServer = await startAppServer({ staticDir: bareDir })
  await Promise.all([untilBooksQuoted(appServer.origin), untilBooksQuoted(bareServer.origin)])
  const browser = await launchBrowser()
  try {
    const runs = Number(process.argv[2] ?? 5)
    const result = await compareFirstPrice(
      browser,
      appTarget(appServer.origin),
      bareTarget(bareServer.origin),
      runs,
    )
    console.log(`app  ${result.app.median.ms} ms (runs ${result.app.runs.join(' / ')})`)
    console.log(`bare ${result.bare.median.ms} ms (runs ${result.bare.runs.join(' / ')})`)
    console.log(`ratio ${result.ratio}`)
    console.log(`\napp, median run:\n${formatWaterfall(result.app.median)}`)
    console.log(`\nbare, median run:\n${formatWaterfall(result.bare.median)}`)
  } finally {
    await browser.close()
    await appServer.dispose()
    await bareServer.dispose()
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
