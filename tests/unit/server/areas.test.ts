// The one registry of server areas (server/src/areas.ts): an area folder whose routes or jobs the
// list does not hold would build, type-check and pass its own tests while the app never mounts
// them. So every folder's area.ts is listed, and every `*Routes` / `*Jobs` its routes.ts and
// jobs.ts export is mounted through it, once.
//
// Order: the /api routes mount in the order of the list this registry replaced (apiRoutes.ts),
// pinned below, so the OpenAPI document lists its paths as before. The /ops routes and the jobs
// now follow the same list, which moves a few of them (no one order kept all three lists): that
// cannot change what is served, because a route module only adds routes (no hooks, decorators or
// parsers), Fastify's router picks a route by the path, not by when it was added, and a second
// route for the same method and path throws at boot (catalogueRoutes.test.ts holds what is
// served); nor what a job does, because the runner starts every due job's round at once
// (runDue, start), each in its own transaction, so their order was never a sequence.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { AREAS } from '../../../server/src/areas'

const SRC = path.join(__dirname, '..', '..', '..', 'server', 'src')
const folders = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** The functions `file` exports under a name ending in `suffix`, by name. */
async function exported(file: string, suffix: string): Promise<[string, unknown][]> {
  const module = (await import(file)) as Record<string, unknown>
  return Object.entries(module).filter(
    ([name, value]) => name.endsWith(suffix) && typeof value === 'function',
  )
}

it('lists every area folder once, by its folder name', () => {
  const withArea = folders.filter((folder) => existsSync(path.join(SRC, folder, 'area.ts')))
  const names = AREAS.map((area) => area.name)
  expect([...names].sort()).toEqual([...withArea].sort())
  expect(new Set(names).size).toBe(names.length)
})

it('mounts every route and job module an area folder exports, once', async () => {
  const routes = AREAS.flatMap((area) => [area.routes, area.opsRoutes]).filter(Boolean)
  const jobs = AREAS.flatMap((area) => (area.jobs ? [area.jobs] : []))
  const unmounted: string[] = []
  for (const folder of folders) {
    for (const [file, suffix, mounted] of [
      ['routes.ts', 'Routes', routes],
      ['jobs.ts', 'Jobs', jobs],
    ] as const) {
      const full = path.join(SRC, folder, file)
      if (!existsSync(full)) continue
      for (const [name, value] of await exported(full, suffix)) {
        if (!(mounted as readonly unknown[]).includes(value)) unmounted.push(`${folder}/${name}`)
      }
    }
  }
  expect(unmounted).toEqual([])
  expect(new Set(routes).size).toBe(routes.length)
  expect(new Set(jobs).size).toBe(jobs.length)
})

// A new area's routes go anywhere; these keep their order among themselves.
const API_ROUTES_BEFORE = [
  'contentRoutes',
  'identityRoutes',
  'addressBookRoutes',
  'bankCardRoutes',
  'uploadRoutes',
  'marketRoutes',
  'watchlistRoutes',
  'microtradeRoutes',
  'certificationRoutes',
  'messagesRoutes',
  'walletRoutes',
  'exchangeRoutes',
  'recordsRoutes',
  'withdrawRoutes',
  'lockMiningRoutes',
  'depositRoutes',
  'supportRoutes',
  'spotRoutes',
  'leverRoutes',
  'followRoutes',
  'dualRoutes',
  'projectRoutes',
  'loanRoutes',
  'p2pRoutes',
  'payRoutes',
  'collectiblesRoutes',
  'safetyRoutes',
  'alertsRoutes',
  'exportsRoutes',
]

it('mounts the /api routes in the order they always were', () => {
  const mounted = AREAS.flatMap((area) => (area.routes ? [area.routes.name] : []))
  expect(mounted.filter((name) => API_ROUTES_BEFORE.includes(name))).toEqual(API_ROUTES_BEFORE)
})
