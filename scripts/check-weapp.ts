// CI: the mini-program's app.json must say exactly what the route table says (pages, subpackages,
// tab bar), so a route can't be added in one place and forgotten in the other.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { appPages, TABS } from '../src/routes'

interface AppJson {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  tabBar?: { list: { pagePath: string }[] }
}

const file = path.join(__dirname, '..', 'dist', 'weapp', 'app.json')
const app = JSON.parse(readFileSync(file, 'utf8')) as AppJson
const expected = appPages()
const problems: string[] = []

if (JSON.stringify(app.pages) !== JSON.stringify(expected.pages)) {
  problems.push(
    `pages differ:\n  app.json ${JSON.stringify(app.pages)}\n  routes   ${JSON.stringify(expected.pages)}`,
  )
}
if (JSON.stringify(app.subPackages ?? []) !== JSON.stringify(expected.subPackages)) {
  problems.push(
    `subPackages differ:\n  app.json ${JSON.stringify(app.subPackages)}\n  routes   ${JSON.stringify(expected.subPackages)}`,
  )
}
const tabs = (app.tabBar?.list ?? []).map((t) => t.pagePath)
if (JSON.stringify(tabs) !== JSON.stringify(TABS.map((t) => t.path))) {
  problems.push(`tabBar differs: ${JSON.stringify(tabs)}`)
}

if (problems.length) {
  console.error(`dist/weapp/app.json does not match src/routes.ts:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(
  `dist/weapp/app.json matches the route table: ${expected.pages.length} main pages, ${expected.subPackages.length} subpackages, ${tabs.length} tabs`,
)
