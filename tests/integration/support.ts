// What integration suites share: the running reference server, a way to create a signed-in user
// through the client's own services, and observers for the platform's UI edge (toasts, navigation).
import Taro from '@tarojs/taro'
import { createServer, request as forward, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deflateSync } from 'node:zlib'
import { subscribe } from 'valtio'
import { activateLanguage } from '@/locales'
import { session, signIn } from '@/stores/session'
import { register, sendCode } from '@/services/api/identity'
import { toastState } from '@/services/toast'
import { onJoined } from '@/services/realtime'
import { TEST_INVITE_CODE, TEST_OPS_TOKEN } from '../setup/constants'

export const origin = (): string => process.env.TEST_SERVER_ORIGIN as string

/** Resolves once `check` holds, looking every 50 ms; rejects after `timeout` ms. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeout = 10000,
): Promise<void> {
  const deadline = Date.now() + timeout
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}

export async function resetClient(): Promise<void> {
  // H5 calls its page's origin (the server, see serverOriginEnv.js); the native app has no page
  // and calls the configured server
  if (process.env.TARO_ENV === 'rn') process.env.TARO_APP_API_BASE = origin()
  else delete process.env.TARO_APP_API_BASE
  Object.assign(session, { token: '', user: null, lang: 'en', initialised: true, entryPage: null })
  await activateLanguage('en')
}

export interface Observed {
  toasts: string[]
  relaunches: string[]
  navigations: string[]
  loading: string[]
}

let stopObserving: (() => void) | undefined

export function observePlatform(): Observed {
  const seen: Observed = { toasts: [], relaunches: [], navigations: [], loading: [] }
  const ok = (errMsg: string) => Promise.resolve({ errMsg })
  // toasts and the blocking indicator are services/toast's store (drawn by each page's ToastHost)
  stopObserving?.()
  let { serial, busy } = toastState
  stopObserving = subscribe(
    toastState,
    () => {
      if (toastState.serial !== serial) seen.toasts.push(toastState.text)
      if (toastState.busy !== busy)
        seen.loading.push(toastState.busy ? `show:${toastState.busy}` : 'hide')
      ;({ serial, busy } = toastState)
    },
    true,
  )
  jest.spyOn(Taro, 'reLaunch').mockImplementation(((o: { url: string }) => {
    seen.relaunches.push(o.url)
    return ok('reLaunch:ok')
  }) as typeof Taro.reLaunch)
  jest.spyOn(Taro, 'navigateTo').mockImplementation(((o: { url: string }) => {
    seen.navigations.push(o.url)
    return ok('navigateTo:ok')
  }) as typeof Taro.navigateTo)
  return seen
}

let counter = 0

/** The verification code the server last sent `account` for `scene`, read through the operator API. */
export async function latestCode(account: string, scene = 'register'): Promise<string> {
  const res = await fetch(
    `${origin()}/ops/latest-code?account=${encodeURIComponent(account)}&scene=${scene}`,
    { headers: { 'x-ops-token': TEST_OPS_TOKEN } },
  )
  return ((await res.json()) as { message: { code: string } }).message.code
}

/** A fresh e-mail address no account uses yet. */
export const freshEmail = (): string => `user${Date.now()}${counter++}@example.com`

/** A fresh e-mail account registered through the client services; its session is active. */
export async function signedInUser(): Promise<{ email: string; password: string; token: string }> {
  const email = freshEmail()
  const password = 'secret12'
  await sendCode({ user_string: email, scene: 'register' })
  const code = await latestCode(email)
  const token = await register({
    type: 'email',
    user_string: email,
    code,
    password,
    repassword: password,
    invite_code: TEST_INVITE_CODE,
  })
  signIn(token)
  return { email, password, token }
}

/** An operator command (`/ops${path}`), its answer's message; a refusal throws. */
export async function opsPost<T = unknown>(path: string, body: Record<string, string>): Promise<T> {
  const res = await fetch(`${origin()}/ops${path}`, {
    method: 'POST',
    headers: { 'x-ops-token': TEST_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as { type: string; message: T }
  if (answer.type !== 'ok') throw new Error(`${path} refused: ${JSON.stringify(answer)}`)
  return answer.message
}

/** Funds an account (the seconds-trading one, in USDT, unless said) through the operator API. */
export async function creditUser(
  account: string,
  amount: string,
  wallet = '',
  currency = 'USDT',
): Promise<void> {
  await opsPost('/credit', { account, amount, wallet, currency })
}

export interface Captured {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

/**
 * Another backend of the app family (WIRE.md), answering what our server never says (998, 997,
 * code-style success, a failure without a message). It allows the test page's origin, as such a
 * backend must for an H5 app served elsewhere.
 */
export async function familyBackend(
  /** may answer later (a slow call), to see what else the client asks meanwhile */
  answer: (
    path: string,
  ) => { status?: number; body: string } | Promise<{ status?: number; body: string }>,
): Promise<{ base: string; requests: Captured[]; close: () => Promise<void> }> {
  const requests: Captured[] = []
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Access-Control-Allow-Headers', '*')
    if (req.method === 'OPTIONS') return void res.end()
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      void Promise.resolve(answer((req.url ?? '').split('?')[0])).then((out) => {
        res.writeHead(out.status ?? 200, { 'Content-Type': 'application/json' })
        res.end(out.body)
      })
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    // a call still being answered would keep the server open for its keep-alive time (5 s)
    close: () =>
      new Promise((r) => {
        server.close(() => r())
        server.closeAllConnections()
      }),
  }
}

/** A port where nothing listens (the server is down). */
export async function closedPort(): Promise<string> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise((r) => server.close(r))
  return `http://127.0.0.1:${port}`
}

/** A server that accepts the connection and never answers. */
export async function silentServer(): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer(() => undefined)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

/**
 * Forwards to the real server, but the first request to `path` goes wrong: 'drop' loses the
 * answer after the server acted; 'busy' answers as the server does past its admission queue
 * (HTTP 503, Retry-After, its envelope) without passing the request on.
 */
export async function lossyProxy(
  path: string,
  mode: 'drop' | 'busy' = 'drop',
): Promise<{
  base: string
  dropped: () => number
  close: () => Promise<void>
}> {
  let dropped = 0
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? '*',
    )
    if (req.method === 'OPTIONS') return void res.end()
    if (mode === 'busy' && req.url?.startsWith(path) && dropped === 0) {
      dropped++
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' })
      return void res.end(
        JSON.stringify({
          type: 'error',
          message: 'The service is busy. Please try again in a moment.',
        }),
      )
    }
    const upstream = new URL(origin())
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        let body = ''
        answer.on('data', (c: Buffer) => (body += c.toString()))
        answer.on('end', () => {
          if (mode === 'drop' && req.url?.startsWith(path) && dropped === 0) {
            dropped++
            res.destroy() // the order exists; the client never hears so
            return
          }
          res.writeHead(answer.statusCode ?? 200, { 'Content-Type': 'application/json' })
          res.end(body)
        })
      },
    )
    req.pipe(out)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    dropped: () => dropped,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

/** Resolves once the app's connection has joined the signed-in user's room. */
export function joinedRoom(): Promise<void> {
  return new Promise((resolve) => {
    const stop = onJoined(() => {
      stop()
      resolve()
    })
  })
}

/** A real 1x1 PNG: what a camera roll would hand over. */
export function pngBytes(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
