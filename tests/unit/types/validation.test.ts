// The catalogue's request schemas compiled as Fastify 5 compiles them (its own ajv compiler, with
// its defaults: coerceTypes 'array', useDefaults, removeAdditional, ajv-formats, strict schemas):
// real requests pass, control characters, over-long and malformed values do not.
import AjvCompiler from '@fastify/ajv-compiler'
import type { TSchema } from 'typebox'
import { CATALOGUE, type Call, type CallName } from '@wire/catalogue'

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string }[] | null }

const build = AjvCompiler()({}, { customOptions: {} })
const compile = (schema: TSchema, httpPart = 'body'): Validate =>
  build({ schema, method: 'POST', url: '/', httpPart }) as Validate

type Part = 'query' | 'body' | 'params'
const call = (name: CallName): Call => CATALOGUE[name]
const partOf = (name: CallName): Part => {
  const c = call(name)
  return c.body ? 'body' : c.query ? 'query' : 'params'
}
const schemaOf = (name: CallName): TSchema => call(name)[partOf(name)] as TSchema

const validators = new Map<CallName, Validate>()
function validator(name: CallName): Validate {
  let v = validators.get(name)
  if (!v) {
    v = compile(schemaOf(name), partOf(name))
    validators.set(name, v)
  }
  return v
}

/** Validates a copy (ajv coerces in place) and returns it with the verdict. */
function check(name: CallName, fields: Record<string, unknown>) {
  const data = structuredClone(fields)
  const v = validator(name)
  const ok = v(data)
  return { ok, data, field: v.errors?.[0]?.instancePath }
}

const names = Object.keys(CATALOGUE) as CallName[]
const withFields = names.filter((n) => {
  const c = call(n)
  return c.query || c.body || c.params
})

describe('compiling', () => {
  it.each(withFields)('%s compiles under Fastify defaults (strict ajv)', (name) => {
    expect(() => validator(name)).not.toThrow()
  })

  it.each(names)('the answer of %s compiles too (OpenAPI)', (name) => {
    expect(() => compile(CATALOGUE[name].response)).not.toThrow()
  })
})

// Taken from the server's tests and the app's API functions (form fields, so strings).
const REAL: [CallName, Record<string, string>][] = [
  ['sendCode', { user_string: 'user1.abc@example.com', scene: 'register', lang: 'en' }],
  ['sendCode', { user_string: '912345678', area_code: '351' }],
  ['sendCode', { user_string: '13800000001', area_code: '+86', type_new: 'mobile' }],
  ['sendCode', { user_string: 'a@example.com', type: 'forget' }],
  [
    'sendCode',
    {
      user_string: '0912345678',
      scene: 'register',
      area_code_id: '1',
      area_code: '886',
      lang: 'zh',
      email_code: '',
      type_new: 'mobile',
      type: '',
    },
  ],
  [
    'checkCode',
    { user_string: '13800000001', email_code: '123456', country_code: '+86', scene: 'register' },
  ],
  ['checkCode', { user_string: 'a@example.com', email_code: '12345' }],
  [
    'register',
    {
      type: 'email',
      user_string: 'a@example.com',
      code: '123456',
      password: 'Secret12',
      repassword: 'Secret12',
      invite_code: 'WELCOME',
    },
  ],
  // a password the rule refuses still reaches the rule, which says "6-12 characters"
  [
    'register',
    {
      user_string: 'a@example.com',
      code: '',
      password: 'far too long a password for the rule',
      repassword: '',
      invite_code: '',
    },
  ],
  ['login', { type: 'email', user_string: 'a@example.com', password: 'Secret12' }],
  [
    'login',
    {
      type: 'mobile',
      user_string: '13800000001',
      area_code: '86',
      password: ' spaces kept ',
      captcha_key: 'abcdef0123456789',
      captcha: 'X7KQ',
      lang: 'de',
    },
  ],
  [
    'forgetPassword',
    { account: 'a@example.com', code: '123456', password: 'New12345', repassword: 'New12345' },
  ],
  ['updatePassword', { password: 'New12345', re_password: 'New12345', code: '123456' }],
  ['updatePassword', { password: 'Pay12345', re_password: 'Pay12345', code: '1', type: 'pay' }],
  ['logout', {}],
  ['userInfo', { lang: 'ar' }],
  ['settings', { keyword: 'register' }],
  ['settings', { keyword: '%' }],
  ['currencyProfile', { id: '32', lang: 'fr' }],
  ['timeshare', { symbol: 'BTC/USDT', period: '1min', from: '1700000000', to: '1700000600000' }],
  ['timeshare', { symbol: 'btcusdt', period: '1day' }],
  ['kline', { match_id: '1', period: '1min', from: '1767225000000' }],
  ['kline', { match_id: '999', period: '1mon', lang: 'de' }],
  ['watchAdd', { currency_id: '1', match_id: '1' }],
  ['watchAdd', { currency_id: '2' }],
  ['watchRemove', { id: '17' }],
  ['watchRemove', { match_id: '6' }],
  ['watchCheck', { match_id: '17' }],
  ['submitOrder', { match_id: '1', currency_id: '3', type: '1', seconds: '30', number: '10' }],
  ['submitOrder', { match_id: '1', currency_id: '3', type: '2', seconds: '60', number: '0.5' }],
  // refused by the rule with its own words (decimals, zero), not by the schema
  ['submitOrder', { match_id: '1', currency_id: '3', type: '1', seconds: '30', number: '1.234' }],
  ['submitOrder', { match_id: '1', currency_id: '3', type: '1', seconds: '30', number: '0' }],
  ['orderList', { status: '1', page: '1', limit: '5' }],
  ['orderList', { match_id: '2', status: '3', page: '2', limit: '100' }],
  ['orderResult', { id: '42' }],
  ['microBalance', {}],
  ['microBalance', { currency: '3' }],
  ['microBalance', { currency: 'usdc' }],
  ['microBalance', { currency: '' }],
  ['newsList', { c_id: '4', page: '1', limit: '10' }],
  ['newsList', { c_id: '' }],
  ['newsListGet', { c_id: '5' }],
  ['newsDetail', { id: '1', lang: 'de' }],
  ['opsLatestCode', { account: 'a@example.com', scene: 'register' }],
  ['opsLatestCode', { account: ' 351912345678' }],
  ['opsCredit', { account: '+351912345678', amount: '100', currency: 'USDT', wallet: 'micro' }],
  ['opsCredit', { user_id: '7', amount: '0.00012345', note: 'Test funds\nfor the demo' }],
  [
    'cardSave',
    {
      bankName: 'Banco Santander',
      cardNumber: 'ES91 2100 0418 4502 0005 1332',
      cardHolder: 'Zoë Müller',
      phoneNumber: '+34 600 123 456',
      bankCountry: 'España',
      abaCode: '026009593',
      swift: 'BSCHESMMXXX',
      postalCode: '28660',
      accountAddress: 'Av. de Cantabria s/n, Boadilla del Monte',
    },
  ],
  [
    'cardSaveInternational',
    {
      bankName: 'Banco Santander',
      cardNumber: 'ES91 2100 0418 4502 0005 1332',
      cardHolder: 'Zoë Müller',
      phoneNumber: '+34 600 123 456',
      bankCountry: 'España',
      abaCode: '026009593',
      swift: 'BSCHESMMXXX',
      postalCode: '28660',
      accountAddress: 'Av. de Cantabria s/n, Boadilla del Monte',
    },
  ],
  ['cardGet', {}],
  ['cardGetInternational', { lang: 'en' }],
  ['uploadUrl', { ref: '202611/0123456789abcdef0123456789abcdef.jpg', lang: 'en' }],
  ['opsUploadView', { ref: '202611/0123456789abcdef0123456789abcdef.jpg', lang: 'en' }],
  ['uploadView', { ref: '202611/0123456789abcdef0123456789abcdef.jpg' }],
  [
    'uploadView',
    {
      ref: '202611/0123456789abcdef0123456789abcdef.jpg',
      expires: '1795000000',
      sig: 'a1b2c3',
      lang: 'en',
    },
  ],
  ['addressList', { page: '2', limit: '10' }],
  ['addressDelete', { ids: '12,13' }],
  [
    'addressSave',
    { currency: '1', type: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
  ],
  [
    'addressSave',
    {
      id: '12',
      currency: '3',
      type: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      name: 'Cold wallet',
      qrcode: 'u/3f2a.jpg',
      lang: 'en',
    },
  ],
  ['mailCount', {}],
  ['mailCount', { lang: 'de' }],
  ['mailList', { page: '2', limit: '10' }],
  ['mailList', {}],
  ['mailDetail', { id: '41' }],
  ['realState', {}],
  ['realName', { id_type: '0', name: '张伟', card_id: '11010519491231002X', lang: 'zh' }],
  ['realAdvanced', { front_pric: '202611/ab.png', reverse_pic: '202611/cd.png', hand_pic: 'x' }],
  ['realAdvanced', { front_pic: '202611/ab.png' }],
  ['opsQueue', { kind: 'kyc' }],
  ['opsKycDecide', { account: 'a@example.com', level: 'primary', approve: '1' }],
  ['opsKycDecide', { account: 'a@example.com', level: 'advanced', approve: '0', reason: 'Blur' }],
  ['opsMessage', { account: 'a@example.com', title: 'Hello', content: '<p>Hi</p>\n<p>there</p>' }],
  ['opsFreeze', { account: '+351912345678', frozen: '1' }],
  ['mediaLogo', { code: 'btc.svg' }],
  ['mediaFile', { '*': 'banners/welcome.svg' }],
]

describe('real requests', () => {
  it.each(REAL.map(([name, fields]) => [name, JSON.stringify(fields), fields] as const))(
    '%s accepts %s',
    (name, _, fields) => {
      const result = check(name, fields)
      expect(result).toEqual({ ok: true, data: fields, field: undefined })
    },
  )

  it('keeps fields it does not know (the server reads `lang` and ignores the rest)', () => {
    const fields = { user_string: 'a@example.com', password: 'x', lang: 'de', extra: 'kept' }
    expect(check('login', fields).data).toEqual(fields)
  })

  it('takes JSON numbers as their strings, as the ops calls get them', () => {
    const result = check('opsCredit', { user_id: 7, amount: 10 })
    expect(result).toEqual({ ok: true, data: { user_id: '7', amount: '10' }, field: undefined })
  })

  it('takes a field sent once in array form, refuses one sent twice', () => {
    expect(check('newsDetail', { id: ['3'] }).data).toEqual({ id: '3' })
    expect(check('newsDetail', { id: ['3', '4'] }).ok).toBe(false)
  })
})

// Every string field of every request, with a value that passes and the schema that checks it.
interface StringField {
  call: CallName
  field: string
  schema: { maxLength?: number; pattern?: string; enum?: string[] }
}

const stringFields: StringField[] = withFields.flatMap((call) => {
  const properties = (schemaOf(call) as { properties: Record<string, StringField['schema']> })
    .properties
  return Object.entries(properties).map(([field, schema]) => ({ call, field, schema }))
})

const BASE: Partial<Record<CallName, Record<string, string>>> = Object.fromEntries(
  REAL.map(([name, fields]) => [name, fields]),
)

/** A value for the field that its schema accepts: a digit for patterns of digits, else 'a'. */
function sample(schema: StringField['schema']): string {
  if (schema.enum) return schema.enum[schema.enum.length - 1]
  return schema.pattern?.startsWith('^[0-9') || schema.pattern?.startsWith('^(?:[0-9') ? '1' : 'a'
}

/** A request to `call` that passes, with `field` set to `value`. */
function requestWith(f: StringField, value: unknown): Record<string, unknown> {
  return { ...BASE[f.call], [f.field]: value }
}

const cases = stringFields.map((f) => [`${f.call}.${f.field}`, f] as const)

describe('every string field', () => {
  it('is a string of bounded length or one of a fixed set', () => {
    for (const f of stringFields) {
      expect([
        f.call,
        f.field,
        f.schema.enum !== undefined || f.schema.maxLength !== undefined,
      ]).toEqual([f.call, f.field, true])
    }
  })

  it.each(cases)('%s refuses NUL and other control characters', (_, f) => {
    const ok = sample(f.schema)
    for (const bad of ['\u0000', '\u0001', '\u001b', '\u007f', '\u000b', '\u000c']) {
      expect(check(f.call, requestWith(f, ok + bad)).field).toBe(`/${f.field}`)
      expect(check(f.call, requestWith(f, bad + ok)).field).toBe(`/${f.field}`)
    }
  })

  it.each(cases)('%s refuses more than its length', (_, f) => {
    if (f.schema.enum) return
    const max = f.schema.maxLength as number
    const unit = sample(f.schema)
    // Patterns of digits may be shorter than the cap (ids: 15); the cap itself must hold.
    expect(check(f.call, requestWith(f, unit.repeat(max + 1))).field).toBe(`/${f.field}`)
  })

  it.each(cases)('%s takes a tab or a newline only in a multi-line field', (_, f) => {
    const ok = sample(f.schema)
    const multiline =
      (f.call === 'opsCredit' && f.field === 'note') ||
      (f.call === 'opsMessage' && f.field === 'content')
    for (const c of ['\t', '\n', '\r']) {
      expect(check(f.call, requestWith(f, `${ok}${c}${ok}`)).ok).toBe(multiline)
    }
  })
})

describe('text fields', () => {
  it('take any printable text up to the cap, other scripts and symbols included', () => {
    const text = 'Zoë 张伟 ✓ <b>&amp;</b> \u00a0 🙂'
    expect(check('login', { user_string: text, password: text }).ok).toBe(true)
    expect(check('login', { user_string: 'a'.repeat(320), password: 'p' }).ok).toBe(true)
    expect(check('login', { user_string: 'a'.repeat(321), password: 'p' }).field).toBe(
      '/user_string',
    )
  })

  it('count code points, not UTF-16 units', () => {
    expect(check('settings', { keyword: '🙂'.repeat(64) }).ok).toBe(true)
    expect(check('settings', { keyword: '🙂'.repeat(65) }).ok).toBe(false)
  })
})

describe('decimal strings', () => {
  const stake = (number: unknown) =>
    check('submitOrder', { match_id: '1', currency_id: '3', type: '1', seconds: '30', number })

  it.each(['10', '0.5', '10.25', '1.234', '007', '0', '123456789012345.12345678'])(
    'take %s (the money rule decides the rest)',
    (n) => expect(stake(n).ok).toBe(true),
  )

  it.each([
    '',
    ' 10',
    '10 ',
    '-1',
    '+1',
    '1e5',
    '1E5',
    '0x10',
    '1,5',
    '1.',
    '.5',
    '1.2.3',
    '1_000',
    'NaN',
    'Infinity',
    '１０',
    '1'.repeat(21),
    `1.${'1'.repeat(19)}`,
  ])('refuse %j', (n) => expect(stake(n).field).toBe('/number'))

  it('ops credit amounts are decimal strings too', () => {
    expect(check('opsCredit', { amount: '1e3' }).field).toBe('/amount')
    expect(check('opsCredit', { amount: '12.34567890' }).ok).toBe(true)
  })
})

describe('ids, times and fixed values', () => {
  it.each(['abc', '-1', '1.5', ' 1', '0x1', '1e3', ''])('an id refuses %j', (id) => {
    expect(check('newsDetail', { id }).field).toBe('/id')
  })

  it('an optional category may be empty, not malformed', () => {
    expect(check('newsList', { c_id: '' }).ok).toBe(true)
    expect(check('newsList', { c_id: 'news' }).field).toBe('/c_id')
  })

  it('times are seconds or milliseconds, 16 digits at most', () => {
    const kline = (to: string) => check('kline', { match_id: '1', period: '1min', to })
    expect(kline('1700000000').ok).toBe(true)
    expect(kline('1'.repeat(16)).ok).toBe(true)
    expect(kline('1'.repeat(17)).field).toBe('/to')
    expect(kline('2024-01-01').field).toBe('/to')
  })

  it.each([
    ['kline', 'period', '1h'],
    ['submitOrder', 'type', '3'],
    ['sendCode', 'scene', 'login'],
    ['updatePassword', 'type', 'admin'],
    ['opsCredit', 'wallet', 'savings'],
  ] as const)('%s refuses %s=%j', (name, field, value) => {
    const base = REAL.find(([n]) => n === name)?.[1] ?? {}
    expect(check(name, { ...base, [field]: value }).field).toBe(`/${field}`)
  })

  it('required fields are the ones the server cannot do without', () => {
    expect(check('submitOrder', { match_id: '1' }).ok).toBe(false)
    expect(check('watchAdd', {}).ok).toBe(true)
    expect(check('watchRemove', {}).ok).toBe(true)
    expect(check('forgetPassword', { code: '1', password: 'a', repassword: 'a' }).ok).toBe(true)
    expect(check('opsCredit', { amount: '1' }).ok).toBe(true)
    expect(check('sendCode', { user_string: 'a@example.com' }).ok).toBe(true)
  })
})
