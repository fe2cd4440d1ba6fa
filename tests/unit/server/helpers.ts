// One real app on an in-memory PGlite per test file, a clock the test moves, and small helpers
// to speak the wire format (form bodies, envelopes) the way the client does.
//
// Requests go over a real socket with fetch rather than app.inject: inject loads light-my-request,
// whose `cookie` dependency ships only as an ES module, which this jest setup cannot load. The
// client address for per-IP limits comes from X-Forwarded-For (the test app trusts the proxy).
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Envelope, Failure } from '../../../types/envelope'
import { buildApp, type AppDeps } from '../../../server/src/app'
import { ManualClock } from '../../../server/src/infra/clock'
import { LogSender } from '../../../server/src/identity/codeSender'
import { codeMigrationsFingerprint } from '../../../server/src/infra/db/codeMigrations'
import { openDb, type Db } from '../../../server/src/infra/db/client'
import { migrate, MIGRATIONS_DIR } from '../../../server/src/infra/db/migrate'
import { dumpPglite } from '../../../server/src/infra/db/pglite'
import { freshPgUrl } from '../../support/pg'
import { runOps } from '../../../server/src/ops/cli'

export const BOOT_TIMEOUT = 60_000

export interface TestServer {
  app: FastifyInstance
  /** http://127.0.0.1:<port> */
  url: string
  db: Db
  clock: ManualClock
  sender: LogSender
  uploadDir: string
  close(): Promise<void>
}

/**
 * A freshly migrated database. initdb takes PGlite about 2 s; loading a dump of a migrated one
 * takes 0.4 s, so the dump is kept in the temp folder, named after what produced it.
 */
export async function openTestDb(): Promise<Db> {
  const hash = createHash('sha256')
  // The exports map hides package.json; it sits one folder above the entry point.
  const pglitePackage = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  )
  hash.update(await readFile(pglitePackage))
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)))
  }
  hash.update(codeMigrationsFingerprint())
  const file = path.join(tmpdir(), `tradeapp-test-db-${hash.digest('hex').slice(0, 16)}.tar`)
  const cached = await readFile(file).catch(() => undefined)
  if (cached) {
    const db = await openDb({ template: new Blob([new Uint8Array(cached)]) })
    await migrate(db)
    return db
  }
  const db = await openDb()
  await migrate(db)
  const dump = Buffer.from(await (await dumpPglite(db)).arrayBuffer())
  // Written aside and renamed, so a parallel test worker never reads half a file.
  const partial = `${file}.${process.pid}`
  await writeFile(partial, dump)
  await rename(partial, file)
  return db
}

export { freshPgUrl }

/**
 * Two nodes' databases: two connection pools on one fresh PostgreSQL database with
 * TEST_DATABASE_URL, else one PGlite both share (it is one connection: their transactions take
 * turns). Each node's db is `dbs[node]` with node 0 or 1.
 */
export async function nodeDatabases(): Promise<{ dbs: Db[]; nodes: [Db, Db] }> {
  if (process.env.TEST_DATABASE_URL) {
    const url = await freshPgUrl()
    const first = await openDb({ url })
    await migrate(first)
    const second = await openDb({ url })
    return { dbs: [first, second], nodes: [first, second] }
  }
  const db = await openTestDb()
  return { dbs: [db], nodes: [db, db] }
}

/**
 * `extra.clock`, when a ManualClock, is the test's clock (a market test picks its date).
 * `beforeListen` adds what a test needs to the built app (probe routes, a table of its own).
 */
export async function startServer(
  extra: Partial<AppDeps> = {},
  beforeListen?: (app: FastifyInstance, db: Db) => Promise<void>,
): Promise<TestServer> {
  const db = await openTestDb()
  const clock = extra.clock instanceof ManualClock ? extra.clock : new ManualClock()
  const sender = new LogSender({ clock, log: () => undefined })
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'uploads-'))
  const app = await buildApp({
    db,
    clock,
    sender,
    uploadDir,
    trustProxy: true,
    // Hashing at the production cost would be most of the suite's time.
    passwordCost: 1024,
    // Bursts here test the rules under concurrency (50 withdrawals at once), not load shedding,
    // which admission.test.ts tests with its own limits: nothing is turned away as busy.
    admission: { concurrency: 4, queue: 1000 },
    ...extra,
  })
  await beforeListen?.(app, db)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    url,
    db,
    clock,
    sender,
    uploadDir,
    async close() {
      await app.close()
      await db.close()
      await rm(uploadDir, { recursive: true, force: true })
    },
  }
}

export interface CallOptions {
  body?: Record<string, string>
  token?: string
  ip?: string
  headers?: Record<string, string>
  /** to leave before the answer, as a client that goes away does */
  signal?: AbortSignal
}

export interface CallResult<T> {
  status: number
  body: Envelope<T>
  headers: Headers
}

let nextIp = 1
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export function freshIp(): string {
  nextIp++
  return `10.0.${Math.floor(nextIp / 250)}.${nextIp % 250}`
}

/** Any request; the answer must be JSON. */
export async function request<T = unknown>(
  server: TestServer,
  path: string,
  init: RequestInit & { ip?: string } = {},
): Promise<CallResult<T>> {
  const headers = new Headers(init.headers)
  headers.set('x-forwarded-for', init.ip ?? '127.0.0.1')
  const res = await fetch(`${server.url}${path}`, { ...init, headers })
  return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers }
}

/** GET with `body` as the query, POST with it form-urlencoded, as the client sends them. */
export async function call<T = unknown>(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token !== undefined) headers.authorization = encodeURIComponent(options.token)
  const form = new URLSearchParams(options.body ?? {}).toString()
  if (method === 'GET') {
    const target = form ? `${path}?${form}` : path
    return request<T>(server, target, { headers, ip: options.ip, signal: options.signal })
  }
  headers['content-type'] = 'application/x-www-form-urlencoded'
  const init = { method, headers, body: form, ip: options.ip, signal: options.signal }
  return request<T>(server, path, init)
}

/** The payload of an ok envelope; fails the test with the server's message otherwise. */
export function okMessage<T>(result: CallResult<T>): T {
  if (result.body.type !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(result.body)}`)
  return result.body.message
}

export function failure(result: CallResult<unknown>): Failure {
  if (result.body.type === 'ok')
    throw new Error(`expected a failure, got ${JSON.stringify(result.body)}`)
  return result.body
}

let nextAccount = 0
export function freshEmail(): string {
  nextAccount++
  return `user${nextAccount}.${Date.now().toString(36)}@example.com`
}

export function freshPhone(): string {
  nextAccount++
  return `138${String(10_000_000 + nextAccount).slice(-8)}`
}

export const PASSWORD = 'Secret12'

/** Sends a register code to an e-mail account and reads it back from the LogSender. */
export async function sendCode(
  server: TestServer,
  email: string,
  scene: 'register' | 'forget' = 'register',
  ip = freshIp(),
): Promise<string> {
  okMessage(
    await call(server, 'POST', '/api/sms_mail', { body: { user_string: email, scene }, ip }),
  )
  const sent = server.sender.latest(email.toLowerCase(), scene)
  if (!sent) throw new Error('no code sent')
  return sent.code
}

/** Registers an e-mail account through the API and returns its session token. */
export async function registerEmail(
  server: TestServer,
  email = freshEmail(),
  inviteCode = 'WELCOME',
): Promise<{ email: string; token: string }> {
  const code = await sendCode(server, email)
  const token = okMessage(
    await call<string>(server, 'POST', '/api/user/register', {
      body: {
        type: 'email',
        user_string: email,
        code,
        password: PASSWORD,
        repassword: PASSWORD,
        invite_code: inviteCode,
      },
      ip: freshIp(),
    }),
  )
  return { email, token }
}

/** The failure types of calls made without a session: '999' each where a session is needed. */
export async function typesWithoutSession(
  server: TestServer,
  calls: readonly (readonly ['GET' | 'POST', string])[],
): Promise<string[]> {
  const types: string[] = []
  for (const [method, path] of calls) types.push(failure(await call(server, method, path)).type)
  return types
}

/**
 * The user's internal messages, newest first, each opened as the app opens it (which marks it
 * read), in `lang`: its title and its content.
 */
export async function inbox(
  server: TestServer,
  token: string,
  lang = 'en',
): Promise<{ title: string; content: string }[]> {
  const page = okMessage(
    await call<{ data: { id: number }[] }>(server, 'GET', '/api/mailMessage/getList', {
      token,
      body: { lang },
    }),
  )
  const opened = []
  for (const { id } of page.data) {
    const message = await call<{ title: string; content: string }>(
      server,
      'GET',
      '/api/mailMessage/detail',
      { token, body: { id: String(id), lang } },
    )
    const { title, content } = okMessage(message)
    opened.push({ title, content })
  }
  return opened
}

/**
 * `npm run ops` against `server` with the operator token `token`: `cli(args)` answers its exit
 * code; `out` collects what it printed.
 */
export function opsCli(server: TestServer, token: string) {
  const out: string[] = []
  const cli = (args: string[]) =>
    runOps(args, {
      env: { OPS_TOKEN: token, OPS_URL: server.url },
      out: (l) => out.push(l),
      err: () => undefined,
    })
  return { out, cli }
}
