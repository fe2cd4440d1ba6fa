// Admission control (DESIGN §5 "Overload"): a few requests work on the database at once, a short
// queue waits behind them, and past it a request is told "busy" at once (HTTP 503, Retry-After,
// in its language). Quotes, served from memory, are never refused; a request that leaves while
// waiting gives its place back.
import { Admission } from '../../../server/src/infra/http/admission'
import { BOOT_TIMEOUT, call, startServer, type TestServer } from './helpers'
import { makeUser } from './microtradeHelpers'

describe('Admission', () => {
  it('admits up to its concurrency, queues up to its queue, and refuses past both', async () => {
    const admission = new Admission({ concurrency: 1, queue: 1 })
    const first = admission.enter()
    const second = admission.enter()
    expect(admission.enter()).toBeUndefined()
    let secondIn = false
    void second?.admitted.then(() => (secondIn = true))
    await first?.admitted
    await Promise.resolve()
    expect(secondIn).toBe(false)
    first?.release()
    first?.release() // twice is once
    await second?.admitted
    expect(admission.load).toEqual({ running: 1, waiting: 0 })
    second?.release()
    expect(admission.load).toEqual({ running: 0, waiting: 0 })
  })

  it('lets a request that leaves while waiting go without taking anyone’s turn', async () => {
    const admission = new Admission({ concurrency: 1, queue: 1 })
    const working = admission.enter()
    const leaving = admission.enter()
    leaving?.release()
    await expect(leaving?.admitted).rejects.toThrow('left before its turn')
    expect(admission.load).toEqual({ running: 1, waiting: 0 })
    const next = admission.enter()
    expect(next).toBeDefined()
    working?.release()
    await next?.admitted
    next?.release()
    expect(admission.load).toEqual({ running: 0, waiting: 0 })
  })
})

describe('a server at capacity', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer({ admission: { concurrency: 1, queue: 1 }, realtime: false })
  }, BOOT_TIMEOUT)
  afterAll(() => server.close())

  /** Holds the database until the returned function is called, as a long transaction would. */
  function holdDatabase(): () => void {
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    void server.db.tx(() => held)
    return release
  }

  it('answers busy at once past its queue, in the user’s language, and quotes still', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const release = holdDatabase()
    const working = call(server, 'GET', '/api/user/info', { token })
    const waiting = call(server, 'GET', '/api/user/info', { token })
    await new Promise((resolve) => setTimeout(resolve, 50))

    const busy = await call(server, 'GET', '/api/user/info', {
      token,
      headers: { 'accept-language': 'de' },
    })
    expect(busy.status).toBe(503)
    expect(busy.headers.get('retry-after')).toBe('1')
    expect(busy.body).toEqual({
      type: 'error',
      message: 'Der Dienst ist ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
    })
    const quotes = await call(server, 'GET', '/api/currency/quotation_new')
    expect([quotes.status, quotes.body.type]).toEqual([200, 'ok'])

    release()
    expect((await working).body.type).toBe('ok')
    expect((await waiting).body.type).toBe('ok')
    // the places were given back
    expect((await call(server, 'GET', '/api/user/info', { token })).body.type).toBe('ok')
  })

  it('gives back the place of a client that left while waiting', async () => {
    const { token } = await makeUser(server.db, server.clock)
    const release = holdDatabase()
    const working = call(server, 'GET', '/api/user/info', { token })
    const gone = new AbortController()
    const leaving = call(server, 'GET', '/api/user/info', { token, signal: gone.signal })
    await new Promise((resolve) => setTimeout(resolve, 50))
    gone.abort()
    await expect(leaving).rejects.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 50))
    // the queue has room again: this one waits instead of being refused
    const next = call(server, 'GET', '/api/user/info', { token })
    await new Promise((resolve) => setTimeout(resolve, 50))
    release()
    expect((await working).body.type).toBe('ok')
    expect((await next).status).toBe(200)
  })
})
