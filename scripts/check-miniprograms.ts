// CI: each mini-program build's app config must say exactly what the route table says (pages,
// subpackages, tab bar), so a route can't be added in one place and forgotten in another, and each
// package must be within its platform's limits. `tsx scripts/check-miniprograms.ts [platform...]`
import { appPages, TABS } from '../src/routes'
import {
  MINI_PLATFORMS,
  PACKAGE_LIMITS,
  packageSizes,
  readAppConfig,
  subPackagesOf,
  tabPagesOf,
  type MiniPlatform,
} from './miniPrograms'

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KiB`

function check(platform: MiniPlatform): string[] {
  const app = readAppConfig(platform)
  const expected = appPages()
  const problems: string[] = []
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  if (!same(app.pages, expected.pages)) {
    problems.push(`pages: ${JSON.stringify(app.pages)}, routes: ${JSON.stringify(expected.pages)}`)
  }
  const subs = subPackagesOf(app).map(({ root, pages }) => ({ root, pages }))
  if (!same(subs, expected.subPackages)) {
    problems.push(
      `subpackages: ${JSON.stringify(subs)}, routes: ${JSON.stringify(expected.subPackages)}`,
    )
  }
  const tabs = tabPagesOf(app)
  if (
    !same(
      tabs,
      TABS.map((t) => t.path),
    )
  )
    problems.push(`tab bar: ${JSON.stringify(tabs)}`)

  const limits = PACKAGE_LIMITS[platform]
  const sizes = packageSizes(platform)
  if (sizes.main > limits.main) {
    problems.push(`main package ${kb(sizes.main)} is over ${kb(limits.main)}`)
  }
  for (const [root, size] of Object.entries(sizes.sub)) {
    if (size > limits.sub) problems.push(`subpackage ${root} ${kb(size)} is over ${kb(limits.sub)}`)
  }
  if (sizes.total > limits.total) {
    problems.push(`all packages ${kb(sizes.total)} are over ${kb(limits.total)}`)
  }
  if (problems.length === 0) {
    const largest = Math.max(0, ...Object.values(sizes.sub))
    console.log(
      `dist/${platform}: matches the route table (${expected.pages.length} main pages, ` +
        `${subs.length} subpackages, ${tabs.length} tabs); main package ${kb(sizes.main)}, ` +
        `largest subpackage ${kb(largest)}, all ${kb(sizes.total)}`,
    )
  }
  return problems.map((p) => `dist/${platform}: ${p}`)
}

const asked = process.argv.slice(2)
const platforms = asked.length > 0 ? (asked as MiniPlatform[]) : [...MINI_PLATFORMS]
const unknown = platforms.filter((p) => !MINI_PLATFORMS.includes(p))
if (unknown.length > 0) {
  console.error(`unknown platform: ${unknown.join(', ')} (${MINI_PLATFORMS.join(', ')})`)
  process.exit(2)
}
const problems = platforms.flatMap(check)
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
