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
  /** kill -9: the process dies where it stands, mid-request and mid-transaction */
  kill(): Promise<void>
  /** moves a clocked server's clock and runs its lock-mining round; the orders it paid or ended */
  advance(ms: number): Promise<number>
  /** a clocked server's recorded price of the symbol, from its clock's instant on */
  setPrice(matchId: number, price: string): Promise<void>
  /** starts it again on the same port and data (a restart, as after a crash or a deploy) */
  start(): Promise<void>
  dispose(): Promise<void>
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
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
  /** on a clock the test moves (clockedServer.ts) instead of the system clock */
  clocked?: boolean
  /** a PostgreSQL server instead of embedded PGlite: several nodes share one */
  databaseUrl?: string
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
    const entry = options.clocked ? 'tests/support/clockedServer.ts' : 'server/src/main.ts'
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, entry)], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        OPS_TOKEN: E2E_OPS_TOKEN,
        INVITE_CODE: E2E_INVITE_CODE,
        DATABASE_URL: options.databaseUrl ?? '',
      },
      stdio: [options.clocked ? 'pipe' : 'ignore', 'pipe', 'pipe'],
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

  const kill = async () => {
    const running = child
    if (!running || running.exitCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGKILL')
    })
  }

  const advance = (ms: number) =>
    new Promise<number>((resolve, reject) => {
      const running = child
      if (!options.clocked || !running?.stdin) return reject(new Error('not a clocked server'))
      const from = log.length
      const read = () => {
        const answer = log.slice(from).match(/advance(d (\d+)| failed .*)\n/)
        if (!answer) return
        running.stdout?.off('data', read)
        if (answer[2] === undefined) reject(new Error(answer[0]))
        else resolve(Number(answer[2]))
      }
      running.stdout?.on('data', read)
      running.stdin.write(`advance ${ms}\n`)
    })

  const setPrice = (matchId: number, price: string) =>
    new Promise<void>((resolve, reject) => {
      const running = child
      if (!options.clocked || !running?.stdin) return reject(new Error('not a clocked server'))
      const from = log.length
      const read = () => {
        if (!log.slice(from).includes('priced\n')) return
        running.stdout?.off('data', read)
        resolve()
      }
      running.stdout?.on('data', read)
      running.stdin.write(`price ${matchId} ${price}\n`)
    })

  await start()
  return {
    origin,
    start,
    stop,
    kill,
    advance,
    setPrice,
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

/** A POST to the app's API as the app sends it, signed in as `token` unless it is ''. */
export async function userPost(
  origin: string,
  token: string,
  path: string,
  body: Record<string, string>,
): Promise<{ type: string; message: string }> {
  const res = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: encodeURIComponent(token) } : {}),
    },
    body: new URLSearchParams(body),
  })
  return (await res.json()) as { type: string; message: string }
}

/** A new e-mail account registered through the API, as the app would; returns its session token. */
export async function registerUser(origin: string): Promise<{ email: string; token: string }> {
  const email = `user${Date.now()}${Math.floor(Math.random() * 100000)}@example.com`
  await userPost(origin, '', '/sms_mail', { user_string: email, scene: 'register' })
  const code = await latestCode(origin, email)
  const registered = await userPost(origin, '', '/user/register', {
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

/** A saved TRC20 address (its checksum holds) that certified users get in readyUser. */
export const USER_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

/**
 * A new user as the identity screens (tested on their own) would leave them: certified, with
 * USER_TRON saved as 'Cold storage'; with `payPassword`, that withdraw password too and the 24 h
 * hold after these security changes lifted by the operator.
 */
export async function readyUser(
  origin: string,
  { payPassword }: { payPassword?: string } = {},
): Promise<{ email: string; token: string }> {
  const user = await registerUser(origin)
  const must = async (call: Promise<{ type: string; message: string }>) => {
    const answer = await call
    if (answer.type !== 'ok') throw new Error(JSON.stringify(answer))
  }
  const post = (path: string, body: Record<string, string>) =>
    must(userPost(origin, user.token, path, body))
  await post('/user/real_name', { id_type: '0', name: '张伟', card_id: '11010519491231002X' })
  await decideKyc(origin, user.email, 'primary', true)
  await post('/user/wallet/save', {
    currency: '3',
    type: 'TRC20',
    address: USER_TRON,
    name: 'Cold storage',
  })
  if (payPassword) {
    await post('/sms_mail', { user_string: user.email, scene: 'pay_password' })
    const code = await latestCode(origin, user.email, 'pay_password')
    await post('/safe/update_password', {
      password: payPassword,
      re_password: payPassword,
      code,
      type: 'pay',
    })
    await ops(origin, 'withdraw-lock/lift', { account: user.email })
  }
  return user
}

/**
 * Waits until the house's market maker has quoted every spot book: a server just started lays
 * them over its first rounds, and a bench measures the server as it then runs, not that start.
 */
export async function untilBooksQuoted(origin: string, timeoutMs = 90_000): Promise<void> {
  const get = async <T>(path: string): Promise<T> =>
    ((await (await fetch(`${origin}/api${path}`)).json()) as { message: T }).message
  const groups =
    await get<{ quotation: { id: number; open_coin_trade: number }[] }[]>('/currency/quotation_new')
  const books = groups.flatMap((g) => g.quotation).filter((m) => m.open_coin_trade === 1)
  const deadline = Date.now() + timeoutMs
  for (const book of books) {
    while (!(await get<{ simulated: boolean }>(`/coin/depth?match_id=${book.id}`)).simulated) {
      if (Date.now() > deadline) throw new Error(`book ${book.id} was not quoted in time`)
      await new Promise((r) => setTimeout(r, 500))
    }
  }
}
