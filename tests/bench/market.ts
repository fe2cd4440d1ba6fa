// Issue 3's measures (DESIGN §7): k-line chunk size, time to render 1000 candles, the longest
// frame on H5 under 4x CPU throttling while the Market tab streams, and the mini-program's setData
// rate on the Market page.
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildSync } from 'esbuild'
import type { Browser, Page } from 'playwright-core'
import { dismissNotice, openSignedIn, tapTab, waitForRoute } from '../e2e/phone'
import { WeappHarness } from './weappHarness'

const ROOT = path.resolve(__dirname, '..', '..')

/** JS and CSS fetched from here on, gzipped. */
function recordAssets(page: Page): () => Record<string, number> {
  const files: Record<string, number> = {}
  page.on('response', async (res) => {
    const type = res.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    try {
      files[new URL(res.url()).pathname] = gzipSync(await res.body()).length
    } catch {
      // no body
    }
  })
  return () => files
}

/** What opening the k-line page adds to an app already showing Home. */
export async function klineChunk(
  browser: Browser,
  origin: string,
): Promise<{ total: number; files: Record<string, number> }> {
  const { page } = await openSignedIn(browser, origin)
  await waitForRoute(page, 'pages/index/index')
  await page.waitForLoadState('networkidle')
  const files = recordAssets(page)
  await page.evaluate(() => {
    window.location.hash = '#/pages/quoteDetail/klinePage?match_id=1'
  })
  await page.locator('.kline-page canvas').first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.context().close()
  const loaded = files()
  return { total: Object.values(loaded).reduce((a, b) => a + b, 0), files: loaded }
}

/** Median over runs of drawing `count` candles on a canvas with the app's k-line code. */
export async function klineRender(browser: Browser, count = 1000, runs = 5): Promise<number> {
  const bundle = buildSync({
    entryPoints: [path.join(__dirname, 'klineRender.entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    alias: { '@': path.join(ROOT, 'src'), '@wire': path.join(ROOT, 'types') },
    define: { 'process.env.TARO_ENV': '"h5"' },
    logLevel: 'silent',
  })
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.setContent('<!doctype html><html><body style="margin:0"></body></html>')
  await page.addScriptTag({ content: bundle.outputFiles[0].text })
  await page.evaluate((n) => window.renderCandles(n), count) // warm-up: code compiled once
  const times: number[] = []
  for (let i = 0; i < runs; i++)
    times.push(await page.evaluate((n) => window.renderCandles(n), count))
  await page.close()
  times.sort((a, b) => a - b)
  return Math.round(times[Math.floor(times.length / 2)])
}

/** Longest frame (ms) while the Market tab streams for `seconds`, CPU throttled 4x. */
export async function marketFrames(
  browser: Browser,
  origin: string,
  seconds = 10,
): Promise<{ longest: number; over50: number; frames: number }> {
  const { page } = await openSignedIn(browser, origin)
  await waitForRoute(page, 'pages/index/index')
  await dismissNotice(page)
  await tapTab(page, 'Market')
  await page.locator('.market__rows [data-symbol]').first().waitFor()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // a string, not a function: tsx would wrap a function with helpers the page doesn't have
  const deltas = (await page.evaluate(`new Promise((resolve) => {
    const out = []
    let last = performance.now()
    const end = last + ${seconds * 1000}
    const frame = (now) => {
      out.push(now - last)
      last = now
      if (now < end) requestAnimationFrame(frame)
      else resolve(out)
    }
    requestAnimationFrame(frame)
  })`)) as number[]
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await page.context().close()
  const frames = deltas.slice(1) // the first delta measures the evaluate call, not a frame
  return {
    longest: Math.round(Math.max(...frames)),
    over50: frames.filter((d) => d > 50).length,
    frames: frames.length,
  }
}

/** setData calls per second of the mini-program's Market page while prices stream. */
export async function weappSetData(origin: string, token: string, seconds = 10): Promise<number> {
  const harness = new WeappHarness(path.join(ROOT, 'dist', 'weapp'), origin, { token })
  harness.start('pages/tabs/quotes/quotes')
  // start-up replaces the first page: follow whichever Market page is on top until it shows quotes
  const showing = () => {
    const page = harness.current
    return page?.route === 'pages/tabs/quotes/quotes' && JSON.stringify(page.data).includes('BTC')
      ? page
      : undefined
  }
  const deadline = Date.now() + 30000
  while (!showing()) {
    if (Date.now() > deadline)
      throw new Error(`the Market page never showed quotes (at ${harness.current?.route})`)
    await new Promise((r) => setTimeout(r, 100))
  }
  await new Promise((r) => setTimeout(r, 2000))
  const page = showing()!
  const from = Date.now()
  await new Promise((r) => setTimeout(r, seconds * 1000))
  const calls = page.setDataCalls.filter((t) => t >= from).length
  harness.close()
  return Math.round((calls / seconds) * 10) / 10
}
