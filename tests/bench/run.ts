// `npm run bench`: what DESIGN.md §7 budgets, measured on the current builds, as JSON and a table.
// Budgets whose subject does not exist yet are listed as such, not guessed.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { ensureBuild } from '../../scripts/ensureBuild'
import { launchBrowser } from '../support/chromium'
import { startAppServer } from '../support/appServer'

const ROOT = path.resolve(__dirname, '..', '..')
const KB = 1024
const MB = 1024 * 1024

interface Measure {
  name: string
  value: number | null
  unit: string
  budget: number
  /** where the value is not measured yet, why */
  note?: string
}

/** Every JS and CSS file the H5 app loads until Home is on screen, gzipped as a server would. */
async function h5FirstScreen(): Promise<{ total: number; files: Record<string, number> }> {
  const server = await startAppServer()
  const browser = await launchBrowser()
  const files: Record<string, number> = {}
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    page.on('response', async (res) => {
      const type = res.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      try {
        files[new URL(res.url()).pathname] = gzipSync(await res.body()).length
      } catch {
        // a response without a body (redirect): nothing was loaded
      }
    })
    await page.goto(server.origin + '/')
    await page.waitForURL((url) => url.hash.startsWith('#/pages/index/index'), { timeout: 60000 })
    await page.waitForLoadState('networkidle')
  } finally {
    await browser.close()
    await server.dispose()
  }
  return { total: Object.values(files).reduce((a, b) => a + b, 0), files }
}

function folderSize(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const p = path.join(dir, name)
    const s = statSync(p)
    return sum + (s.isDirectory() ? folderSize(p) : s.size)
  }, 0)
}

/** Main package = everything in dist/weapp outside the subpackage roots of app.json. */
function weappPackages(): { main: number; sub: Record<string, number> } {
  const dist = path.join(ROOT, 'dist', 'weapp')
  const app = JSON.parse(readFileSync(path.join(dist, 'app.json'), 'utf8')) as {
    subPackages?: { root: string }[]
  }
  const sub: Record<string, number> = {}
  for (const { root } of app.subPackages ?? []) sub[root] = folderSize(path.join(dist, root))
  const total = folderSize(dist)
  return { main: total - Object.values(sub).reduce((a, b) => a + b, 0), sub }
}

async function run(): Promise<void> {
  ensureBuild('h5')
  ensureBuild('weapp')
  const h5 = await h5FirstScreen()
  const weapp = weappPackages()
  const largestSub = Object.entries(weapp.sub).sort((a, b) => b[1] - a[1])[0] ?? ['-', 0]

  const notYet = (issue: string) => `not measured: arrives with ${issue}`
  const measures: Measure[] = [
    { name: 'H5 first screen JS+CSS (gzip)', value: h5.total, unit: 'B', budget: 160 * KB },
    { name: 'weapp main package', value: weapp.main, unit: 'B', budget: 1.5 * MB },
    {
      name: `weapp largest subpackage (${largestSub[0]})`,
      value: largestSub[1],
      unit: 'B',
      budget: 2 * MB,
    },
    {
      name: 'H5 k-line chunk (gzip)',
      value: null,
      unit: 'B',
      budget: 220 * KB,
      note: notYet('the k-line pages (issue 3)'),
    },
    {
      name: 'quotes: store commits/s at 100 symbols x 10 ticks/s',
      value: null,
      unit: '/s',
      budget: 5,
      note: notYet('the market store (issue 3)'),
    },
    {
      name: 'quotes: longest frame, 4x CPU throttle',
      value: null,
      unit: 'ms',
      budget: 50,
      note: notYet('the Market tab (issue 3)'),
    },
    {
      name: 'weapp setData calls/s from market updates',
      value: null,
      unit: '/s',
      budget: 10,
      note: notYet('the Market tab (issue 3)'),
    },
    {
      name: 'seconds-trade submit p99, 50 users, PGlite',
      value: null,
      unit: 'ms',
      budget: 50,
      note: notYet('seconds trading (issue 4)'),
    },
    {
      name: 'socket fan-out p99 tick delay, 1000 clients',
      value: null,
      unit: 'ms',
      budget: 100,
      note: notYet('the socket gateway (issue 3)'),
    },
  ]

  const report = {
    measuredAt: new Date().toISOString(),
    measures: measures.map((m) => ({
      ...m,
      withinBudget: m.value === null ? null : m.value <= m.budget,
    })),
    detail: { h5FirstScreenFiles: h5.files, weappSubpackages: weapp.sub },
  }
  const out = path.join(__dirname, 'results')
  mkdirSync(out, { recursive: true })
  writeFileSync(path.join(out, 'latest.json'), JSON.stringify(report, null, 2) + '\n')

  console.log(JSON.stringify(report, null, 2))
  const show = (v: number | null, unit: string) =>
    v === null ? '-' : unit === 'B' ? `${(v / KB).toFixed(1)} KB` : `${v} ${unit}`
  console.log('\n| measure | value | budget | status |\n|---|---|---|---|')
  for (const m of report.measures) {
    const status = m.withinBudget === null ? m.note : m.withinBudget ? 'within' : 'OVER'
    console.log(`| ${m.name} | ${show(m.value, m.unit)} | ${show(m.budget, m.unit)} | ${status} |`)
  }
  if (report.measures.some((m) => m.withinBudget === false)) process.exitCode = 1
}

run().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
