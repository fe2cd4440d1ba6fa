// The catalogue's request schemas compiled as the server compiles them (Fastify 5's own ajv
// compiler and defaults: useDefaults, removeAdditional, ajv-formats, strict schemas; with the
// server's AJV_OPTIONS, scalars coerced but never an array): real requests pass, control
// characters, over-long and malformed values, and a list where one value is declared do not.
import AjvCompiler from '@fastify/ajv-compiler'
import type { TSchema } from 'typebox'
import { CATALOGUE, type Call, type CallName } from '@wire/catalogue'
import { AJV_OPTIONS } from '../../../server/src/infra/http/ajvOptions'
import { REAL } from './realRequests'

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string }[] | null }

const build = AjvCompiler()({}, { customOptions: AJV_OPTIONS })
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

  it('refuses a field sent as a list, of one value or two', () => {
    expect(check('newsDetail', { id: ['3'] }).field).toBe('/id')
    expect(check('newsDetail', { id: ['3', '4'] }).field).toBe('/id')
    expect(
      check('submitOrder', {
        match_id: [1],
        currency_id: '3',
        type: '1',
        seconds: '60',
        number: '10',
      }).ok,
    ).toBe(false)
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

  it.each(cases)('%s refuses a list where one value is declared', (_, f) => {
    expect(check(f.call, requestWith(f, [sample(f.schema)])).field).toBe(`/${f.field}`)
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
      (f.call === 'opsMessage' && f.field === 'content') ||
      (['supportSend', 'opsSupportReply'].includes(f.call) && f.field === 'text') ||
      (f.call === 'opsProject' && f.field === 'description') ||
      (f.call === 'p2pAppeal' && f.field === 'reason') ||
      (f.call === 'opsNftArtist' && f.field === 'bio') ||
      (['opsNftSeries', 'opsNftItem'].includes(f.call) && f.field === 'description')
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
