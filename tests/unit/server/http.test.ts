import { tmpdir } from 'node:os'
import type { SiteConfig } from '../../../types/config'
import type { Captcha } from '../../../types/user'
import { buildApp } from '../../../server/src/app'
import type { Db } from '../../../server/src/infra/db/client'
import { DbUnavailableError } from '../../../server/src/infra/db/availability'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshEmail,
  freshIp,
  okMessage,
  request,
  startServer,
  type TestServer,
} from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: 'ops-secret' })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

describe('common calls', () => {
  it('reads the site configuration', async () => {
    const res = await call<SiteConfig>(server, 'GET', '/api/getSiteConfig')
    expect(res.body).toEqual({
      type: 'ok',
      message: { name: 'TradeApp', logo: '', url: '', tx_rate: '1.00', version: '1.0.0' },
    })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('reads public settings, filtered by keyword, never private ones', async () => {
    await server.db.query(
      "INSERT INTO settings (key, value, public) VALUES ('service_secret', 'x', false)",
    )
    const all = okMessage(await call<Record<string, string>>(server, 'GET', '/api/getSetting'))
    expect(all).toMatchObject({
      service_email: 'support@example.com',
      register_types: 'mobile,email',
    })
    expect(all).not.toHaveProperty('service_secret')
    const some = okMessage(
      await call<Record<string, string>>(server, 'GET', '/api/getSetting', {
        body: { keyword: 'service' },
      }),
    )
    expect(some).toEqual({ service_email: 'support@example.com' })
    // A LIKE wildcard in the keyword is taken literally.
    const none = okMessage(
      await call<Record<string, string>>(server, 'GET', '/api/getSetting', {
        body: { keyword: '%' },
      }),
    )
    expect(none).toEqual({})
  })

  it('draws a captcha as an SVG data URL made of paths, not text', async () => {
    const { key, img } = okMessage(await call<Captcha>(server, 'GET', '/api/getCaptcha'))
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(img.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const svg = Buffer.from(img.slice('data:image/svg+xml;base64,'.length), 'base64').toString()
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain('rotate(')
    expect(svg).not.toContain('<text')
  })
})

describe('language', () => {
  const sms = (init: { body?: Record<string, string>; headers?: Record<string, string> }) =>
    call(server, 'POST', '/api/sms_mail', { ...init, ip: freshIp() })

  it('takes the lang field first', async () => {
    const body = { user_string: 'not-an-email@nowhere' }
    const en = failure(await sms({ body })).message
    const de = failure(await sms({ body: { ...body, lang: 'de' } })).message
    const ar = failure(await sms({ body: { ...body, lang: 'ar' } })).message
    expect(en).toBe('Please enter a correct e-mail address')
    expect(de).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein')
    expect(ar).toBe('يرجى إدخال بريد إلكتروني صحيح')
  })

  it.each([
    ['zh-CN', '请输入正确的邮箱地址'],
    ['zh-tw', '請輸入正確的電郵地址'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'Veuillez saisir une adresse e-mail valide'],
    ['xx, ja;q=0.5', '正しいメールアドレスを入力してください'],
    ['xx-YY', 'Please enter a correct e-mail address'],
  ])('falls back to Accept-Language %s', async (header, message) => {
    const res = await sms({
      body: { user_string: 'bad@nowhere' },
      headers: { 'accept-language': header },
    })
    expect(failure(res).message).toBe(message)
  })

  it('prefers the lang field over Accept-Language, also in a query', async () => {
    const res = await call(server, 'GET', '/api/user/info', {
      body: { lang: 'ru' },
      headers: { 'accept-language': 'de' },
    })
    expect(res.body).toEqual({ type: '999', message: 'Пожалуйста, войдите в систему' })
  })
})

describe('errors', () => {
  it('answers an unknown /api route with a translated 404 envelope', async () => {
    const res = await call(server, 'GET', '/api/no/such/call', { body: { lang: 'es' } })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ type: 'error', message: 'No encontrado' })
  })

  it('turns a malformed JSON body into an error envelope', async () => {
    const res = await request(server, '/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"user_string": ',
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ type: 'error', message: 'Invalid request' })
  })

  it('accepts JSON bodies as well as forms', async () => {
    const res = await request(server, '/api/sms_mail', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_string: 'nope@nowhere', lang: 'it' }),
      ip: freshIp(),
    })
    expect(res.body).toEqual({ type: 'error', message: 'Inserisca un indirizzo e-mail valido' })
  })

  it('answers an unexpected failure with a translated error, not a 500', async () => {
    const broken: Db = {
      engine: 'pglite',
      query: () => Promise.reject(new Error('connection lost')),
      exec: () => Promise.reject(new Error('connection lost')),
      tx: () => Promise.reject(new Error('connection lost')),
      close: () => Promise.resolve(),
    }
    const app = await buildApp({ db: broken, uploadDir: tmpdir() })
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' })
      const res = await fetch(`${url}/api/getSiteConfig?lang=fr`)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({
        type: 'error',
        message: "Une erreur s'est produite. Veuillez réessayer plus tard.",
      })
    } finally {
      await app.close()
    }
  })
})

describe('while the database is away', () => {
  it('answers every call at once with a translated 503 and Retry-After, and says not ready', async () => {
    const away = () => Promise.reject(new DbUnavailableError())
    const down: Db = {
      engine: 'pg',
      query: away,
      exec: away,
      tx: away,
      close: () => Promise.resolve(),
      availability: { isUp: () => false, onChange: () => () => undefined },
    }
    const app = await buildApp({ db: down, uploadDir: tmpdir(), realtime: false })
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' })
      const res = await fetch(`${url}/api/getSiteConfig?lang=fr`)
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('2')
      expect(await res.json()).toEqual({
        type: 'error',
        message:
          'Le service est temporairement indisponible. Veuillez réessayer dans quelques secondes.',
      })
      const ready = await fetch(`${url}/health/ready`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ status: 'unavailable', database: 'down' })
      expect((await fetch(`${url}/health/live`)).status).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('says ready when it is there', async () => {
    const ready = await fetch(`${server.url}/health/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up' })
  })
})

describe('operator API', () => {
  const latest = (account: string, token?: string) =>
    request<{ code: string; scene: string; sent_at: string }>(
      server,
      `/ops/latest-code?account=${encodeURIComponent(account)}&scene=register`,
      { headers: token === undefined ? {} : { 'x-ops-token': token } },
    )

  it('returns the latest code with the right token and audits the read', async () => {
    const email = freshEmail()
    okMessage(
      await call(server, 'POST', '/api/sms_mail', { body: { user_string: email }, ip: freshIp() }),
    )
    const sent = okMessage(await latest(email.toUpperCase(), 'ops-secret'))
    expect(sent).toEqual({
      code: server.sender.latest(email, 'register')?.code,
      scene: 'register',
      sent_at: server.clock.now().toISOString(),
    })
    const rows = await server.db.query<{
      action: string
      detail: { scene: string; found: boolean }
    }>('SELECT action, detail FROM ops_audit WHERE target = $1', [email])
    expect(rows).toEqual([{ action: 'latest_code', detail: { scene: 'register', found: true } }])
  })

  it('finds phone codes by +<area code><number>', async () => {
    okMessage(
      await call(server, 'POST', '/api/sms_mail', {
        body: { user_string: '912345678', area_code: '351' },
        ip: freshIp(),
      }),
    )
    const { code } = okMessage(await latest('+351912345678', 'ops-secret'))
    expect(code).toMatch(/^\d{6}$/)
    // Typed into a browser's address bar, the '+' arrives as a space.
    const typed = await request<{ code: string }>(
      server,
      '/ops/latest-code?account=+351912345678',
      {
        headers: { 'x-ops-token': 'ops-secret' },
      },
    )
    expect(okMessage(typed).code).toBe(code)
  })

  it('refuses a missing or wrong token', async () => {
    for (const token of [undefined, 'wrong', 'ops-secret-2']) {
      const res = await latest('a@example.com', token)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ type: 'error', message: 'Operator token missing or wrong' })
    }
  })

  it('says so when no code was sent', async () => {
    expect(failure(await latest(freshEmail(), 'ops-secret')).message).toBe(
      'No code has been sent to this account',
    )
  })

  it('does not exist without an operator token', async () => {
    const app = await buildApp({ db: server.db, uploadDir: tmpdir() })
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' })
      const res = await fetch(`${url}/ops/latest-code?account=a@example.com`, {
        headers: { 'x-ops-token': '' },
      })
      expect(res.status).toBe(404)
    } finally {
      await app.close()
    }
  })
})
