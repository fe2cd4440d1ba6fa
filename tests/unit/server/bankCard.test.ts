// One personal bank card per user, read and changed only by its owner, refused field by field
// in the user's language; and the bank list the operator keeps for the card form.
import type { PayloadOf } from '@wire/catalogue'
import { runOps } from '../../../server/src/ops/cli'
import { SAMPLE_BANK_CARD } from '../../support/samples'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  registerEmail,
  startServer,
  typesWithoutSession,
  type TestServer,
} from './helpers'

type Card = NonNullable<PayloadOf<'cardGet'>>

// the swift code in lower case: the server stores it in capitals
const CARD = { ...SAMPLE_BANK_CARD, swift: 'bschesmmxxx' }

const OPS_TOKEN = 'ops-secret-for-bank-tests'

let server: TestServer
beforeAll(async () => {
  server = await startServer({ opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

const save = (token: string, body: Record<string, string>, path = '/api/user/cash_save') =>
  call<Card>(server, 'POST', path, { token, body })
const read = async (token: string) =>
  okMessage(await call<Card | null>(server, 'GET', '/api/user/get_cash', { token }))

describe('bank card', () => {
  it('needs a session for every call', async () => {
    const calls = [
      ['POST', '/api/user/cash_save'],
      ['POST', '/api/user/cash_save_international'],
      ['GET', '/api/user/get_cash'],
      ['POST', '/api/user/cash_info_international'],
      ['POST', '/api/bank/bankList'],
    ] as const
    expect(await typesWithoutSession(server, calls)).toEqual(calls.map(() => '999'))
  })

  it('is null until saved, then one card that a second save replaces', async () => {
    const { token } = await registerEmail(server)
    expect(await read(token)).toBeNull()
    const saved = okMessage(await save(token, CARD))
    expect(saved).toMatchObject({ ...CARD, swift: 'BSCHESMMXXX' })
    server.clock.advance(60_000)
    const changed = okMessage(
      await save(
        token,
        { ...CARD, bankName: 'CaixaBank', swift: 'CAIXESBBXXX' },
        '/api/user/cash_save_international',
      ),
    )
    expect(changed.bankName).toBe('CaixaBank')
    expect(Date.parse(changed.updated_at)).toBeGreaterThan(Date.parse(saved.updated_at))
    expect(await read(token)).toEqual(changed)
    const other = okMessage(
      await call<Card | null>(server, 'POST', '/api/user/cash_info_international', { token }),
    )
    expect(other).toEqual(changed)
    const [{ count }] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM bank_cards',
    )
    expect(count).toBe(1)
  })

  it('names the first wrong field, in the user’s language, and writes nothing', async () => {
    const { token } = await registerEmail(server)
    for (const [body, lang, text] of [
      [{ ...CARD, bankName: '' }, 'en', 'Please fill in: Bank name'],
      [{ ...CARD, cardHolder: 'Zoë <b>' }, 'en', 'Card holder: no special characters'],
      [{ ...CARD, swift: 'BSCH' }, 'en', 'SWIFT / BIC code: please check the format'],
      [{ ...CARD, phoneNumber: '' }, 'de', 'Bitte ausfüllen: Telefonnummer'],
    ] as const) {
      expect(failure(await save(token, { ...body, lang })).message).toBe(text)
    }
    expect(await read(token)).toBeNull()
  })

  // issue 47 item 7 (decision 84): every card was asked for a US ABA routing code
  it('takes the fields of the bank’s country, and keeps empty what it does not use', async () => {
    const { token } = await registerEmail(server)
    const us = {
      ...CARD,
      bankName: 'JPMorgan Chase',
      bankCountry: 'us',
      cardNumber: '000123456789',
      abaCode: '021000021',
      swift: '',
    }
    expect(failure(await save(token, { ...us, abaCode: '' })).message).toBe(
      'Please fill in: ABA routing code',
    )
    expect(failure(await save(token, { ...us, abaCode: '021000022' })).message).toBe(
      'ABA routing code: please check the format',
    )
    expect(okMessage(await save(token, { ...us, swift: 'CHASUS33' }))).toMatchObject({
      bankCountry: 'US',
      abaCode: '021000021',
      swift: '',
    })
    // a Spanish bank: SWIFT, and the account is a Spanish IBAN; no routing number asked or kept
    const { abaCode: _unused, ...spanish } = CARD
    expect(okMessage(await save(token, spanish))).toMatchObject({
      abaCode: '',
      swift: 'BSCHESMMXXX',
    })
    expect(okMessage(await save(token, { ...CARD, abaCode: '026009593' })).abaCode).toBe('')
    for (const [body, text] of [
      [{ ...spanish, swift: '' }, 'Please fill in: SWIFT / BIC code'],
      [
        { ...spanish, cardNumber: '6222021234567890123' },
        'Card number or IBAN: please check the format',
      ],
      [{ ...spanish, bankCountry: 'España' }, 'Bank country: please check the format'],
    ] as const) {
      expect(failure(await save(token, body)).message).toBe(text)
    }
  })

  it('lets nobody read or change another user’s card', async () => {
    const alice = (await registerEmail(server)).token
    const bob = (await registerEmail(server)).token
    okMessage(await save(alice, CARD))
    expect(await read(bob)).toBeNull()
    okMessage(await save(bob, { ...CARD, cardHolder: 'Bob Brown' }))
    expect((await read(alice))?.cardHolder).toBe('Zoë Müller')
  })
})

describe('the bank list', () => {
  type Bank = PayloadOf<'bankList'>[number]
  const banks = async (token: string, body: Record<string, string> = {}) =>
    okMessage(await call<Bank[]>(server, 'POST', '/api/bank/bankList', { token, body }))
  const ops = (args: string[]) => {
    const err: string[] = []
    return runOps(args, {
      env: { OPS_TOKEN, OPS_URL: server.url },
      out: () => undefined,
      err: (line) => err.push(line),
    }).then((code) => ({ code, err: err.join('\n') }))
  }

  it('is empty until the operator lists banks, which then meet the card form’s rules', async () => {
    const { token } = await registerEmail(server)
    expect(await banks(token)).toEqual([])

    expect(
      await ops(['bank', 'Banco Santander', '--country', 'es', '--swift', 'bschesmm']),
    ).toMatchObject({ code: 0 })
    expect(await ops(['bank', 'Deutsche Bank', '--country', 'DE'])).toMatchObject({ code: 0 })
    expect(await banks(token)).toEqual([
      { id: expect.any(Number), name: 'Deutsche Bank', swift: '', country: 'DE' },
      { id: expect.any(Number), name: 'Banco Santander', swift: 'BSCHESMM', country: 'ES' },
    ])
    expect((await banks(token, { country: 'es' })).map((b) => b.name)).toEqual(['Banco Santander'])
    // the country as the card form takes it: a country's code, not its name
    expect((await ops(['bank', 'Banco Sabadell', '--country', 'Spain'])).code).not.toBe(0)

    // what the list offers, the card form takes
    const [santander] = await banks(token, { country: 'ES' })
    const card = {
      ...CARD,
      bankName: santander.name,
      bankCountry: santander.country,
      swift: santander.swift,
    }
    okMessage(await save(token, card))

    // a listed bank with a malformed SWIFT or a special character is refused, nothing listed
    const bad = await call(server, 'POST', '/ops/bank', {
      headers: { 'x-ops-token': OPS_TOKEN },
      body: { name: 'Bank <script>', country: 'ES' },
    })
    expect(failure(bad).message).toBe('Bank name: no special characters')
    expect((await ops(['bank', 'Some Bank', '--country', 'ES', '--swift', 'XX'])).code).not.toBe(0)
    expect((await banks(token)).map((b) => b.name)).toEqual(['Deutsche Bank', 'Banco Santander'])
  })

  it('drops a bank the operator takes off the list, and audits each change', async () => {
    const { token } = await registerEmail(server)
    expect(await ops(['bank', 'Deutsche Bank', '--country', 'DE', '--enabled', '0'])).toMatchObject(
      { code: 0 },
    )
    expect((await banks(token)).map((b) => b.name)).not.toContain('Deutsche Bank')
    const audited = await server.db.query<{ action: string }>(
      `SELECT action FROM ops_audit WHERE target = 'DE/Deutsche Bank' ORDER BY id`,
    )
    expect(audited.map((r) => r.action)).toEqual(['bank_list', 'bank_unlist'])
  })

  it('takes operator changes only with the operator token', async () => {
    const answer = await call(server, 'POST', '/ops/bank', {
      headers: { 'x-ops-token': 'wrong' },
      body: { name: 'Evil Bank', country: 'ES' },
    })
    expect(answer.status).toBe(401)
  })
})
