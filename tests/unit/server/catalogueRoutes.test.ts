// The built app serves exactly the calls of the catalogue (DESIGN §2): no route without a
// declaration, no declaration without a route, each with the method it is declared with.
import { CATALOGUE, fullPath } from '@wire/catalogue'
import { routesOf } from '../../../server/src/infra/http/routeList'
import { BOOT_TIMEOUT, startServer, type TestServer } from './helpers'

// The document that describes the calls is not one of them, nor is the sandbox payment provider's
// own site, which this server hosts in place of a provider's (pay/sandboxSite.ts), nor are the
// load balancer's health checks (http/health.ts).
const NOT_CALLS = [
  'GET /api/openapi.json',
  'GET /health/live',
  'GET /health/ready',
  'GET /sandbox-pay/checkout',
  'POST /sandbox-pay/checkout',
]

let server: TestServer
beforeAll(async () => {
  // With the operator token, so /ops/* exists too.
  server = await startServer({ opsToken: 'test-ops-token', realtime: false })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

it('registers every call of the catalogue and nothing else', () => {
  const served = routesOf(server.app).filter((r) => !NOT_CALLS.includes(r))
  expect(routesOf(server.app)).toEqual(expect.arrayContaining(NOT_CALLS))
  const declared = Object.values(CATALOGUE).map((c) => `${c.method} ${fullPath(c)}`)
  expect(served.length).toBeGreaterThan(30)
  expect([...served].sort()).toEqual([...declared].sort())
})

it('finds each declared call as a route of the app', () => {
  for (const c of Object.values(CATALOGUE)) {
    const url = fullPath(c)
    expect([c.method, url, server.app.hasRoute({ method: c.method, url })]).toEqual([
      c.method,
      url,
      true,
    ])
  }
})
