// The catalogue as OpenAPI 3.1 at /api/openapi.json (DESIGN §2): every route the server registers
// is there with its method, its request and its answer; operator and session calls say what they
// need; money-moving calls document Idempotency-Key; every call the app makes is typed.
import { CATALOGUE, fullPath, type Call } from '@wire/catalogue'
import { isAppCall } from '../../../scripts/gen-calls'
import { routesOf } from '../../../server/src/infra/http/routeList'
import { BOOT_TIMEOUT, startServer, type TestServer } from './helpers'

interface Operation {
  operationId?: string
  parameters?: { in: string; name: string; required?: boolean; schema: object }[]
  requestBody?: { content: Record<string, { schema: { properties?: object } }> }
  responses: Record<string, { content?: Record<string, { schema: object }> }>
  security?: Record<string, string[]>[]
}
interface Document {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, { type: string; name: string; in: string }> }
}

let server: TestServer
let doc: Document
beforeAll(async () => {
  server = await startServer({ opsToken: 'test-ops-token', realtime: false })
  const res = await fetch(`${server.url}/api/openapi.json`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  doc = (await res.json()) as Document
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{file}')
const operation = (method: string, url: string): Operation | undefined =>
  doc.paths[openapiPath(url)]?.[method.toLowerCase()]
const callAt = (method: string, url: string): Call | undefined =>
  Object.values(CATALOGUE).find((c) => c.method === method && fullPath(c) === url)

/** The fields the document states a request has (query parameters or body properties). */
function requestFields(op: Operation): string[] {
  const query = (op.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path')
  const body = Object.values(op.requestBody?.content ?? {})[0]?.schema.properties ?? {}
  return [...query.map((p) => p.name), ...Object.keys(body)].sort()
}

it('is OpenAPI 3.1 with a title, a version and the two ways to authenticate', () => {
  expect(doc.openapi).toMatch(/^3\.1\.\d+$/)
  expect(doc.info.title).toBeTruthy()
  expect(doc.info.version).toBeTruthy()
  expect(doc.components.securitySchemes.opsToken).toMatchObject({
    type: 'apiKey',
    in: 'header',
    name: 'x-ops-token',
  })
  expect(doc.components.securitySchemes.session).toMatchObject({ in: 'header' })
})

it('documents every route the server registers, with its request and its answer', () => {
  // the sandbox payment provider's site (pay/sandboxSite.ts) and the load balancer's health checks
  // (http/health.ts) are not the app's API
  const served = routesOf(server.app).filter(
    (r) =>
      r !== 'GET /api/openapi.json' && !r.includes(' /sandbox-pay/') && !r.includes(' /health/'),
  )
  expect(served.length).toBeGreaterThan(30)
  for (const route of served) {
    const [method, url] = route.split(' ')
    const c = callAt(method, url)
    const op = operation(method, url)
    expect([route, Boolean(c), Boolean(op)]).toEqual([route, true, true])
    if (!c || !op) continue
    const declared = Object.keys({
      ...(c.query ?? c.body ?? c.multipart ?? c.params)?.properties,
    })
      .map((f) => (f === '*' ? 'file' : f))
      .sort()
    expect([route, requestFields(op)]).toEqual([route, declared])
    const answer = Object.values(op.responses['200']?.content ?? {})[0]?.schema
    expect([route, answer !== undefined]).toEqual([route, true])
  }
})

it('encodes bodies as the app sends them: forms, multipart for uploads, JSON too for operators', () => {
  expect(Object.keys(operation('POST', '/api/user/login')!.requestBody!.content)).toEqual([
    'application/x-www-form-urlencoded',
  ])
  expect(Object.keys(operation('POST', '/api/upload')!.requestBody!.content)).toEqual([
    'multipart/form-data',
  ])
  expect(Object.keys(operation('POST', '/ops/credit')!.requestBody!.content).sort()).toEqual([
    'application/json',
    'application/x-www-form-urlencoded',
  ])
})

it('answers in the envelope, the code-style k-line in its own shape', () => {
  const login = JSON.stringify(operation('POST', '/api/user/login')!.responses['200'])
  expect(login).toContain('"ok"')
  expect(login).toContain('"999"')
  const timeshare = JSON.stringify(operation('GET', '/api/currency/new_timeshar')!.responses['200'])
  expect(timeshare).toContain('"code"')
  expect(timeshare).not.toContain('"999"')
})

it('says which calls need a session, the operator token, or honour Idempotency-Key', () => {
  for (const c of Object.values(CATALOGUE) as Call[]) {
    const op = operation(c.method, fullPath(c))!
    const schemes = (op.security ?? []).flatMap((s) => Object.keys(s))
    const expected = c.operator ? ['opsToken'] : c.auth ? ['session'] : []
    expect([op.operationId, schemes]).toEqual([op.operationId, expected])
    const header = (op.parameters ?? []).some(
      (p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
    )
    expect([op.operationId, header]).toEqual([op.operationId, c.idempotent === true])
  }
})

it('documents Idempotency-Key for a lock purchase and a move between your own accounts', () => {
  for (const url of ['/api/lh/deposit', '/api/wallet/change']) {
    const header = (operation('POST', url)?.parameters ?? []).find(
      (p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
    )
    // optional: a request without a key is still served, once
    expect([url, header !== undefined, header?.required ?? false]).toEqual([url, true, false])
  }
})

it('types every call the app makes (its typed client, src/services/api/calls*.ts)', () => {
  const used = (Object.values(CATALOGUE) as Call[])
    .filter(isAppCall)
    .map((c) => `${c.method} /api${c.path}`)
  expect(used.length).toBeGreaterThan(20)
  for (const route of used) {
    const [method, url] = route.split(' ')
    const op = operation(method, url)
    const answer = JSON.stringify(op?.responses['200']?.content ?? {})
    // A typed answer names its fields, not just "any object".
    expect([route, Boolean(op), answer.length > 60]).toEqual([route, true, true])
  }
})
