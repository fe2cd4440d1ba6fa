// DESIGN §7: Lighthouse's mobile profile on Home (as a visitor first sees it) and Trade (signed in:
// the tab asks for a session), the median of three cold runs each, against the budgets
// (performance >= 90, accessibility >= 95, CLS < 0.1, TBT < 300 ms). Lighthouse runs as its own
// CLI in a child process, on the system Chromium: each run gets a fresh profile (an empty cache and
// no service worker), with the session written into it first, so storage is not reset.
//
// Standalone: `npx tsx tests/bench/lighthouse.ts [runs] [staticDir]` prints the medians and runs, the
// bare Taro page's beside them.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { TRADE } from '../../src/routes'
import { freePort } from '../support/appServer'
import { CHROMIUM_ARGS, ensureChromium } from '../support/chromium'
import type { Measure } from './loadMeasures'

/** The scores and timings of one Lighthouse run, or the median of several. */
export interface LighthouseScores {
  /** 0-100 */
  performance: number
  accessibility: number
  cls: number
  /** null when Lighthouse could not compute it: the main thread was never quiet for 5 s */
  tbtMs: number | null
  lcpMs: number
  /** script evaluation, parse and compile on the main thread (bootup-time), simulated 4x CPU */
  scriptMs: number
  /** all main-thread work (mainthread-work-breakdown) */
  mainThreadMs: number
  /** script bytes transferred */
  scriptBytes: number
}

export interface LighthousePage {
  page: 'Home' | 'Trade' | 'bare Taro page'
  /** the run with the median performance score */
  median: LighthouseScores
  runs: LighthouseScores[]
}

/** Where the Lighthouse CLI is; null when the package is not installed. */
export function lighthouseCli(): string | null {
  try {
    const manifest = require.resolve('lighthouse/package.json')
    const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> }
    return path.join(path.dirname(manifest), bin.lighthouse)
  } catch {
    return null
  }
}

async function untilListening(endpoint: string): Promise<void> {
  const deadline = Date.now() + 30000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${endpoint}/json/version`)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`Chromium did not open ${endpoint} within 30 s`)
}

interface Audit {
  numericValue?: number
  details?: { items?: { resourceType?: string; transferSize?: number }[] }
}

interface Lhr {
  categories: Record<string, { score: number | null }>
  audits: Record<string, Audit>
  runtimeError?: { message: string }
}

function scoresOf(lhr: Lhr): LighthouseScores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? 0
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (i) => i.resourceType === 'script',
  )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    tbtMs:
      lhr.audits['total-blocking-time']?.numericValue === undefined
        ? null
        : Math.round(value('total-blocking-time')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    scriptMs: Math.round(value('bootup-time')),
    mainThreadMs: Math.round(value('mainthread-work-breakdown')),
    scriptBytes: scripts?.transferSize ?? 0,
  }
}

/** One cold Lighthouse run of `url` on the mobile profile; `token` signs the profile in first. */
async function lighthouseOnce(
  cli: string,
  origin: string,
  url: string,
  token: string | null,
): Promise<LighthouseScores> {
  const profile = mkdtempSync(path.join(tmpdir(), 'tradeapp-lighthouse-'))
  if (token) {
    // the session goes into the profile first, through a browser of its own that is then closed
    const writer = await chromium.launchPersistentContext(profile, {
      executablePath: ensureChromium(),
      headless: true,
      args: CHROMIUM_ARGS,
    })
    // a file of the site that is not the app, so nothing of the app is cached before the run
    const page = await writer.newPage()
    await page.goto(`${origin}/manifest.webmanifest`)
    // Taro H5 keeps each storage entry as {"data": value}
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
    await writer.close()
  }
  const port = await freePort()
  // launched here, not by Playwright, which would keep driving the targets Lighthouse opens
  const browser = spawn(
    ensureChromium(),
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  )
  try {
    await untilListening(`http://127.0.0.1:${port}`)
    const out = spawnSync(
      process.execPath,
      [
        cli,
        url,
        `--port=${port}`,
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance,accessibility',
        '--disable-storage-reset',
        // the network and CPU slowed as DevTools does (firstPrice.ts's profile): Lighthouse's default
        // simulation loads the page at full speed and reads no layout shift from a slow network
        '--throttling-method=devtools',
        '--skip-audits=screenshot-thumbnails,final-screenshot,full-page-screenshot',
        '--quiet',
      ],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    )
    if (out.status !== 0) throw new Error(`lighthouse ${url} failed:\n${out.stderr}`)
    const lhr = JSON.parse(out.stdout) as Lhr
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`)
    return scoresOf(lhr)
  } finally {
    if (browser.exitCode === null && browser.signalCode === null) {
      const exited = new Promise((resolve) => browser.once('exit', resolve))
      browser.kill()
      await exited
    }
    // the browser's helper processes can still be writing the profile as the browser exits
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

/** The run with the median performance score (ties: the lower TBT), and every run. */
function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const tbt = (r: LighthouseScores) => r.tbtMs ?? Infinity
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || tbt(b) - tbt(a))
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * Home and Trade, `runs` cold runs each, alternating so a busy moment of the machine falls on
 * both; with `bareOrigin`, the bare Taro page too (firstPrice.ts's), the score a Taro H5 app starts
 * from on this machine. Null when Lighthouse is not installed.
 */
export async function lighthousePages(
  origin: string,
  token: string,
  runs = 3,
  bareOrigin?: string,
): Promise<LighthousePage[] | null> {
  const cli = lighthouseCli()
  if (!cli) return null
  const home: LighthouseScores[] = []
  const trade: LighthouseScores[] = []
  const bare: LighthouseScores[] = []
  for (let i = 0; i < runs; i++) {
    home.push(await lighthouseOnce(cli, origin, `${origin}/`, null))
    trade.push(await lighthouseOnce(cli, origin, `${origin}/#/${TRADE}`, token))
    if (bareOrigin) bare.push(await lighthouseOnce(cli, bareOrigin, `${bareOrigin}/`, null))
  }
  const pages: LighthousePage[] = [
    { page: 'Home', median: medianRun(home), runs: home },
    { page: 'Trade', median: medianRun(trade), runs: trade },
  ]
  return bareOrigin
    ? [...pages, { page: 'bare Taro page', median: medianRun(bare), runs: bare }]
    : pages
}

/** DESIGN §7's four budgets for each page, the other timings of the median run reported. */
export function lighthouseMeasures(pages: LighthousePage[] | null): Measure[] {
  if (!pages) {
    return [
      {
        name: 'H5 Lighthouse on Home and Trade: not measured (npm install -D lighthouse)',
        value: null,
        unit: '',
        budget: null,
      },
    ]
  }
  return pages.flatMap(({ page, median: m, runs }): Measure[] => {
    const of = `H5 Lighthouse mobile, ${page}, median of ${runs.length}`
    const each = (pick: (r: LighthouseScores) => number | null) =>
      runs.map((r) => pick(r) ?? '-').join(' / ')
    if (page === 'bare Taro page')
      return [
        {
          name: `${of}: performance (runs ${each((r) => r.performance)}; LCP ${m.lcpMs} ms, TBT ${m.tbtMs ?? '-'} ms, script ${m.scriptMs} ms)`,
          value: m.performance,
          unit: '' as const,
          budget: null,
          note: 'no budget; what a Taro H5 page scores here before any app code',
        },
      ]
    return [
      {
        name: `${of}: performance (runs ${each((r) => r.performance)}; LCP ${m.lcpMs} ms)`,
        value: m.performance,
        unit: '' as const,
        budget: 90,
        atLeast: true,
      },
      {
        name: `${of}: accessibility (runs ${each((r) => r.accessibility)})`,
        value: m.accessibility,
        unit: '' as const,
        budget: 95,
        atLeast: true,
      },
      {
        name: `${of}: cumulative layout shift (runs ${each((r) => r.cls)})`,
        value: m.cls,
        unit: '' as const,
        budget: 0.1,
      },
      {
        name: `${of}: total blocking time (runs ${each((r) => r.tbtMs)} ms)`,
        value: m.tbtMs,
        unit: 'ms' as const,
        budget: 300,
        // Lighthouse leaves it out when the page's main thread is never quiet for 5 s
        ...(m.tbtMs === null ? { note: 'not computed: the main thread was never quiet' } : {}),
      },
      {
        name: `${of}: script run on the main thread (${(m.scriptBytes / 1024).toFixed(0)} KiB of script transferred; all main-thread work ${m.mainThreadMs} ms)`,
        value: m.scriptMs,
        unit: 'ms' as const,
        budget: null,
        note: 'no budget; reported',
      },
    ]
  })
}

async function main(): Promise<void> {
  const { registerUser, startAppServer, untilBooksQuoted } = await import('../support/appServer')
  const { ensureBareBuild } = await import('./bare/build')
  const staticDir = process.argv[3]
  if (!staticDir) (await import('../../scripts/ensureBuild')).ensureBuild('h5')
  const server = await startAppServer({ staticDir })
  const bareServer = await startAppServer({ staticDir: ensureBareBuild() })
  try {
    await Promise.all([untilBooksQuoted(server.origin), untilBooksQuoted(bareServer.origin)])
    const { token } = await registerUser(server.origin)
    const runs = Number(process.argv[2] ?? 3)
    const pages = await lighthousePages(server.origin, token, runs, bareServer.origin)
    if (!pages) throw new Error('lighthouse is not installed (npm install -D lighthouse)')
    for (const p of pages) {
      console.log(`${p.page} median ${JSON.stringify(p.median)}`)
      for (const r of p.runs) console.log(`  run ${JSON.stringify(r)}`)
    }
  } finally {
    await server.dispose()
    await bareServer.dispose()
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
