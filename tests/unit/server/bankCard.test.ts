// One personal bank card per user, read and changed only by its owner, refused field by field
// in the user's language.
import type { PayloadOf } from '@wire/catalogue'
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

let server: TestServer
beforeAll(async () => {
  server = await startServer()
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

  it('lets nobody read or change another user’s card', async () => {
    const alice = (await registerEmail(server)).token
    const bob = (await registerEmail(server)).token
    okMessage(await save(alice, CARD))
    expect(await read(bob)).toBeNull()
    okMessage(await save(bob, { ...CARD, cardHolder: 'Bob Brown' }))
    expect((await read(alice))?.cardHolder).toBe('Zoë Müller')
  })
})
