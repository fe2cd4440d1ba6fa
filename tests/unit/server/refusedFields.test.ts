// Fields the catalogue's schema refuses (DESIGN §5: control characters refused at the schema
// layer): the answer is the failure envelope in the request's language naming the field and the
// form it must take, never a 4xx/5xx, nothing is written, and the log holds a quiet line, no error
// and no stack.
import { t } from '../../../server/src/infra/i18n'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  freshEmail,
  freshIp,
  registerEmail,
  sendCode,
  startServer,
  type CallResult,
  type TestServer,
} from './helpers'

const OPS_TOKEN = 'test-ops-token'
const logged: string[] = []
let server: TestServer
beforeAll(async () => {
  server = await startServer({
    opsToken: OPS_TOKEN,
    realtime: false,
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
  })
}, BOOT_TIMEOUT)
afterAll(() => server.close())
beforeEach(() => {
  logged.length = 0
})

const count = async (table: string) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n

/** Rows of the tables a refused call might have written to. */
const written = async () => ({
  users: await count('users'),
  sessions: await count('sessions'),
  records: await count('account_records'),
  audit: await count('ops_audit'),
  orders: await count('micro_orders'),
})

function refusedQuietly(result: CallResult<unknown>): string {
  expect(result.status).toBe(200)
  const { type, message } = failure(result)
  expect(type).toBe('error')
  const levels = logged.map((line) => (JSON.parse(line) as { level: number }).level)
  expect(levels.filter((level) => level >= 50)).toEqual([])
  expect(logged.join('\n')).not.toMatch(/"stack"|\bat .+:\d+:\d+/)
  return message
}

const credit = (body: Record<string, string>) =>
  call(server, 'POST', '/ops/credit', { body, headers: { 'x-ops-token': OPS_TOKEN } })

describe('control characters', () => {
  it('register: invite_code=%00 names the field, in the request language, writes nothing', async () => {
    const email = freshEmail()
    const code = await sendCode(server, email)
    const before = await written()
    const body = {
      type: 'email',
      user_string: email,
      code,
      password: 'Secret12',
      repassword: 'Secret12',
      invite_code: 'WELCOME\u0000',
    }
    const en = await call(server, 'POST', '/api/user/register', { body, ip: freshIp() })
    expect(refusedQuietly(en)).toBe('invite_code must be text without control characters')
    const de = await call(server, 'POST', '/api/user/register', {
      body: { ...body, lang: 'de' },
      ip: freshIp(),
    })
    expect(refusedQuietly(de)).toBe(t('de', 'field_format_text', { field: 'invite_code' }))
    expect(await written()).toEqual(before)
  })

  it('getSetting: keyword=%00', async () => {
    const result = await call(server, 'GET', '/api/getSetting', {
      body: { keyword: '\u0000', lang: 'zh' },
    })
    expect(refusedQuietly(result)).toBe(t('zh', 'field_format_text', { field: 'keyword' }))
  })

  it('login: captcha_key=%00', async () => {
    const { email } = await registerEmail(server)
    const before = await written()
    const result = await call(server, 'POST', '/api/user/login', {
      body: { user_string: email, password: 'Secret12', captcha_key: '\u0000', captcha: 'ABCD' },
      ip: freshIp(),
    })
    expect(refusedQuietly(result)).toBe(t('en', 'field_format_text', { field: 'captcha_key' }))
    expect(await written()).toEqual(before)
  })

  it('ops/credit: a NUL in the account or in the note credits nothing', async () => {
    const { email } = await registerEmail(server)
    const before = await written()
    expect(refusedQuietly(await credit({ account: `${email}\u0000`, amount: '10' }))).toBe(
      t('en', 'field_format_text', { field: 'account' }),
    )
    expect(refusedQuietly(await credit({ account: email, amount: '10', note: 'paid\u0000' }))).toBe(
      t('en', 'field_format_text', { field: 'note' }),
    )
    expect(await written()).toEqual(before)
    // A note keeps its line breaks: only the other controls are refused.
    expect(failure(await credit({ account: email, amount: 'x', note: 'a\nb' })).message).toBe(
      'Please enter a correct amount',
    )
  })
})

describe('shapes', () => {
  it('an over-long field names the field and its longest length', async () => {
    const result = await call(server, 'GET', '/api/getSetting', {
      body: { keyword: 'k'.repeat(65) },
    })
    expect(refusedQuietly(result)).toBe('keyword must be at most 64 characters long')
  })

  it("a malformed decimal answers the call's own words where they say what form it takes", async () => {
    const { email } = await registerEmail(server)
    const before = await written()
    for (const amount of ['1e3', '-5', '1,5', ' 10', '0x10']) {
      expect([amount, refusedQuietly(await credit({ account: email, amount }))]).toEqual([
        amount,
        'Please enter a correct amount',
      ])
    }
    expect(await written()).toEqual(before)
  })

  it('a field sent twice is refused as one value expected', async () => {
    const result = await call(server, 'GET', `/api/currency/address?id=1&id=2`)
    expect(refusedQuietly(result)).toBe(t('en', 'field_format_single', { field: 'id' }))
  })

  it('a malformed id is refused for its form, not as a record that is missing', async () => {
    const { token } = await registerEmail(server)
    const ended = await call(server, 'POST', '/api/safe/session_end', { body: { id: 'x1' }, token })
    expect(refusedQuietly(ended)).toBe('id must be a whole number written in digits (0-9)')
  })

  it("a value of the right form outside the allowed ones keeps the call's own words", async () => {
    const { token } = await registerEmail(server)
    const side = await call(server, 'POST', '/api/lever/batch_close', {
      body: { type: '7' },
      token,
    })
    expect(refusedQuietly(side)).toBe(t('en', 'lever_side_invalid'))
  })

  it('the code-style k-line keeps its own failure shape', async () => {
    const res = await fetch(`${server.url}/api/currency/new_timeshar?symbol=BTC/USDT&period=1h`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ code: -1, msg: 'Unsupported candle period', data: [] })
  })

  it('a signed-out call is still answered 999 before its fields are looked at', async () => {
    const result = await call(server, 'POST', '/api/microtrade/submit', {
      body: { match_id: '\u0000' },
    })
    expect(failure(result).type).toBe('999')
  })
})
