// What the Trade tab costs a slow phone while prices stream, once it has loaded: over a quiet
// window of seconds (nobody touching the screen) under a 4x CPU slowdown, the main thread's blocking
// time (each task's time past 50 ms, Lighthouse's TBT rule) and its busy share (all task time).
// Lighthouse cannot score a page whose main thread is never quiet for 5 s (decision 88), so this is
// the measure the per-tick work is held to.
//
// Standalone: `npx tsx tests/bench/tradeTicks.ts [seconds] [staticDir]` prints the measure.
import type { Browser } from 'playwright-core'
import { TRADE } from '../../src/routes'
import { MOBILE_PROFILE } from './firstPrice'

export interface TradeTicks {
  seconds: number
  /** sum over tasks of (duration - 50 ms) */
  blockingMs: number
  /** all main-thread task time, as a share of the window */
  busyShare: number
  /** tasks over 50 ms */
  longTasks: number
}

// A string, not a function: tsx would wrap a function with helpers the page doesn't have.
const OBSERVE_LONG_TASKS = `(() => {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.duration)
  }).observe({ type: 'longtask', buffered: false })
})()`

export async function measureTradeTicks(
  browser: Browser,
  origin: string,
  token: string,
  seconds = 10,
): Promise<TradeTicks> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/manifest.webmanifest`)
    // Taro H5 keeps each storage entry as {"data": value}
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
    const cdp = await context.newCDPSession(page)
    await page.goto(`${origin}/#/${TRADE}`)
    await page.locator('.order-book__level').first().waitFor({ timeout: 60_000 })
    // the start-up's own work is over before the window opens
    await page.waitForTimeout(3000)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown })
    await cdp.send('Performance.enable')
    await page.evaluate(OBSERVE_LONG_TASKS)
    const taskSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0
    }
    const before = await taskSeconds()
    await page.waitForTimeout(seconds * 1000)
    const after = await taskSeconds()
    const long = (await page.evaluate('window.__longTasks')) as number[]
    return {
      seconds,
      blockingMs: Math.round(long.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
      busyShare: Math.round(((after - before) * 100) / seconds) / 100,
      longTasks: long.length,
    }
  } finally {
    await context.close()
  }
}

async function main(): Promise<void> {
  const { registerUser, startAppServer, untilBooksQuoted } = await import('../support/appServer')
  const { launchBrowser } = await import('../support/chromium')
  const staticDir = process.argv[3]
  if (!staticDir) (await import('../../scripts/ensureBuild')).ensureBuild('h5')
  const server = await startAppServer({ staticDir })
  const browser = await launchBrowser()
  try {
    await untilBooksQuoted(server.origin)
    const { token } = await registerUser(server.origin)
    console.log(
      JSON.stringify(
        await measureTradeTicks(browser, server.origin, token, Number(process.argv[2] ?? 10)),
      ),
    )
  } finally {
    await browser.close()
    await server.dispose()
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
