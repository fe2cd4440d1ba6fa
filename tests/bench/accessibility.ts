// DESIGN §7: axe-core's WCAG 2.1 A/AA violations over every route, by impact (0 critical, 0
// serious). The e2e suite's scan (tests/e2e/accessibility.e2e.ts) writes them to its artifacts; the
// bench reads that report, and runs the scan first when there is none for the current H5 build.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Measure } from './loadMeasures'

const ROOT = path.resolve(__dirname, '..', '..')
const REPORT = path.join(ROOT, 'tests', 'e2e', 'artifacts', 'accessibility.json')
const BUILD = path.join(ROOT, 'dist', 'h5', 'index.html')

export interface AxeCounts {
  routes: number
  byImpact: Record<string, number>
  /** when the scan ran */
  at: string
}

const current = () => existsSync(REPORT) && statSync(REPORT).mtimeMs >= statSync(BUILD).mtimeMs

/** The counts of the scan of the current build, scanning first if needed; null if it cannot run. */
export function axeCounts(): AxeCounts | null {
  if (!current()) {
    // the suite fails on a critical or serious violation after writing its report: its status is
    // the budget's business, read below
    spawnSync(
      process.execPath,
      [
        require.resolve('jest/bin/jest'),
        '-c',
        'tests/e2e/jest.config.js',
        'tests/e2e/accessibility.e2e.ts',
        '-t',
        'no page has a critical or serious',
      ],
      { cwd: ROOT, stdio: 'ignore' },
    )
  }
  if (!current()) return null
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Omit<AxeCounts, 'at'>
  return { ...report, at: statSync(REPORT).mtime.toISOString() }
}

export function axeMeasures(axe: AxeCounts | null): Measure[] {
  if (!axe) {
    return [
      {
        name: 'H5 axe-core WCAG 2.1 A/AA violations: not measured (the scan did not run)',
        value: null,
        unit: '',
        budget: null,
      },
    ]
  }
  const where = `over ${axe.routes} routes signed in (scan of ${axe.at})`
  return (['critical', 'serious', 'moderate', 'minor'] as const).map((impact) => ({
    name: `H5 axe-core WCAG 2.1 A/AA violations, ${impact}, ${where}`,
    value: axe.byImpact[impact] ?? 0,
    unit: '' as const,
    budget: impact === 'critical' || impact === 'serious' ? 0 : null,
    ...(impact === 'critical' || impact === 'serious' ? {} : { note: 'no budget; reported' }),
  }))
}
