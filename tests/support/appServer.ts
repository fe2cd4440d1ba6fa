// The app as a newcomer runs it: the real server entry (server/src/main.ts) in its own process, on
// embedded PGlite in a fresh data folder, serving the H5 build. Used by end-to-end tests and the bench.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const ROOT = path.resolve(__dirname, '..', '..')
export const E2E_OPS_TOKEN = 'e2e-ops-token'
export const E2E_INVITE_CODE = 'WELCOME'

export interface AppServer {
  origin: string
  /** stops the process; the data folder stays until `dispose` */
  stop(): Promise<void>
  /** starts it again on the same port and data (a restart, as after a crash or a deploy) */
  start(): Promise<void>
  dispose(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

async function waitUntilUp(
  origin: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
    try {
      const res = await fetch(`${origin}/api/getSiteConfig`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not come up within 60 s:\n${output()}`)
}

export interface AppServerOptions {
  /** the H5 build to serve; dist/h5 unless given */
  staticDir?: string
  /** a data folder prepared beforehand (the bench seeds one); a fresh one unless given */
  dataDir?: string
}

export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  const staticDir = options.staticDir ?? path.join(ROOT, 'dist', 'h5')
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tradeapp-e2e-'))
  let child: ChildProcess | undefined
  let log = ''

  const start = async () => {
    log = ''
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        OPS_TOKEN: E2E_OPS_TOKEN,
        INVITE_CODE: E2E_INVITE_CODE,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (d: Buffer) => (log += d.toString()))
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()))
    await waitUntilUp(origin, child, () => log)
  }

  const stop = async () => {
    const running = child
    if (!running || running.exitCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGTERM')
      setTimeout(() => running.kill('SIGKILL'), 10000).unref()
    })
  }

  await start()
  return {
    origin,
    start,
    stop,
    dispose: async () => {
      await stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The latest verification code the server sent to an account (operator API). */
export async function latestCode(
  origin: string,
  account: string,
  scene = 'register',
): Promise<string> {
  const url = `${origin}/ops/latest-code?account=${encodeURIComponent(account)}&scene=${scene}`
  const res = await fetch(url, { headers: { 'x-ops-token': E2E_OPS_TOKEN } })
  const body = (await res.json()) as { type: string; message: { code: string } | string }
  if (body.type !== 'ok' || typeof body.message === 'string') {
    throw new Error(`no code for ${account}: ${JSON.stringify(body)}`)
  }
  return body.message.code
}

/** A new e-mail account registered through the API, as the app would; returns its session token. */
export async function registerUser(origin: string): Promise<{ email: string; token: string }> {
  const email = `user${Date.now()}${Math.floor(Math.random() * 100000)}@example.com`
  const post = async (path: string, body: Record<string, string>) => {
    const res = await fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body),
    })
    return (await res.json()) as { type: string; message: string }
  }
  await post('/sms_mail', { user_string: email, scene: 'register' })
  const code = await latestCode(origin, email)
  const registered = await post('/user/register', {
    type: 'email',
    user_string: email,
    code,
    password: 'secret12',
    repassword: 'secret12',
    invite_code: E2E_INVITE_CODE,
  })
  if (registered.type !== 'ok') throw new Error(`registration failed: ${registered.message}`)
  return { email, token: registered.message }
}

/** A new user (as registerUser) with `amount` USDT in the account. */
export async function fundedUser(
  origin: string,
  amount: string,
): Promise<{ email: string; token: string }> {
  const user = await registerUser(origin)
  await credit(origin, user.email, amount)
  return user
}

/** A POST to the operator API; its payload, or an error with the server's answer. */
export async function ops(
  origin: string,
  path: string,
  body: Record<string, string>,
): Promise<unknown> {
  const res = await fetch(`${origin}/ops/${path}`, {
    method: 'POST',
    headers: { 'x-ops-token': E2E_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as { type: string; message: unknown }
  if (answer.type !== 'ok') throw new Error(`/ops/${path} failed: ${JSON.stringify(answer)}`)
  return answer.message
}

/** Funds an account through the operator API (how tests and demos put money in). */
export async function credit(
  origin: string,
  account: string,
  amount: string,
  currency = 'USDT',
): Promise<void> {
  await ops(origin, 'credit', { account, amount, currency })
}

/** The operator's decision on a pending certification (primary or advanced). */
export async function decideKyc(
  origin: string,
  account: string,
  level: 'primary' | 'advanced',
  approve: boolean,
  reason = '',
): Promise<void> {
  await ops(origin, 'kyc/decide', { account, level, approve: approve ? '1' : '0', reason })
}
