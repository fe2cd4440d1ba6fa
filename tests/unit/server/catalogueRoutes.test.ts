// The built app serves exactly the calls of the catalogue (DESIGN §2): no route without a
// declaration, no declaration without a route, each with the method it is declared with.
import { CATALOGUE, fullPath } from '@wire/catalogue'
import { routesOf } from '../../../server/src/http/routeList'
import { BOOT_TIMEOUT, startServer, type TestServer } from './helpers'

// The document that describes the calls is not one of them.
const NOT_CALLS = ['GET /api/openapi.json']

let server: TestServer
beforeAll(async () => {
  // With the operator token, so /ops/* exists too.
  server = await startServer({ opsToken: 'test-ops-token', realtime: false })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

it('registers every call of the catalogue and nothing else', () => {
  const served = routesOf(server.app).filter((r) => !NOT_CALLS.includes(r))
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
