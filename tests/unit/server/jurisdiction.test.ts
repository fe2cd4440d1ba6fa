// Products by jurisdiction (issue 32 item 6): the country a user trades under (the passed
// certification's, else the area code's), timed up/down trades off for the EU, EEA and UK from the
// start, the operator switching a product off and on for a country (also from the command line),
// its opening calls refused with the reason, and an open position still closable.
import type { UserInfo } from '../../../types/user'
import { ManualClock } from '../../../server/src/infra/clock'
import {
  BOOT_TIMEOUT,
  call,
  failure,
  okMessage,
  opsCli,
  startServer,
  type TestServer,
} from './helpers'
import { leverCall, leverUser, submit as leverSubmit } from './leverHelpers'
import { fund, makeUser, placeOrder, ScriptedFeed, USDT } from './microtradeHelpers'

const OPS_TOKEN = 'ops-secret-for-jurisdiction-tests'

let server: TestServer
beforeAll(async () => {
  const clock = new ManualClock()
  server = await startServer({ clock, feed: new ScriptedFeed(clock), opsToken: OPS_TOKEN })
}, BOOT_TIMEOUT)
afterAll(() => server.close())

/** A user whose registration area code is `areaCode` (and, when given, certified in `country`). */
async function userOf(areaCode: string | null, country: string | null = null) {
  const user = await makeUser(server.db, server.clock)
  await server.db.query('UPDATE users SET area_code = $2, country = $3 WHERE id = $1', [
    user.id,
    areaCode,
    country,
  ])
  await fund(server.db, server.clock, user.id, '100', USDT)
  return user
}

const info = (token: string) =>
  call<UserInfo>(server, 'GET', '/api/user/info', { token }).then(okMessage)

const ops = (body: Record<string, string>) =>
  call(server, 'POST', '/ops/products', { headers: { 'x-ops-token': OPS_TOKEN }, body })

describe('timed up/down trades', () => {
  it('are refused, with the reason, to a +44 user; the app is told they are off', async () => {
    const uk = await userOf('44')
    const refused = failure(await placeOrder(server, uk.token, {}))
    expect(refused.message).toBe(
      'Timed up/down trading is not available in your country or region (GB). ' +
        'What you already hold can still be closed.',
    )
    expect((await info(uk.token)).products_off).toEqual([{ product: 'seconds', country: 'GB' }])
  })

  it('stay open where no switch applies: +1, an e-mail account without a code, Singapore', async () => {
    for (const user of [await userOf('1'), await userOf(null), await userOf('65')]) {
      expect(okMessage(await placeOrder(server, user.token, {})).id).toBeGreaterThan(0)
      expect((await info(user.token)).products_off).toEqual([])
    }
  })

  it('follow the certified country over the area code', async () => {
    const movedAway = await userOf('44', 'SG')
    expect(okMessage(await placeOrder(server, movedAway.token, {})).id).toBeGreaterThan(0)
    const german = await userOf('65', 'DE')
    expect(failure(await placeOrder(server, german.token, {})).message).toContain('(DE)')
  })

  it('take the country of a passed primary certification, given with it', async () => {
    const user = await userOf('65')
    const sent = await call(server, 'POST', '/api/user/real_name', {
      token: user.token,
      body: { id_type: '1', name: 'Anna Schmidt', card_id: 'C01X00T47', country: 'DE' },
    })
    okMessage(sent)
    // under review, the area code still decides
    expect((await info(user.token)).products_off).toEqual([])
    const [{ account }] = await server.db.query<{ account: string }>(
      'SELECT account_key AS account FROM users WHERE id = $1',
      [user.id],
    )
    okMessage(
      await call(server, 'POST', '/ops/kyc/decide', {
        headers: { 'x-ops-token': OPS_TOKEN },
        body: { account, level: 'primary', approve: '1' },
      }),
    )
    expect((await info(user.token)).products_off).toEqual([{ product: 'seconds', country: 'DE' }])
    const unknown = await call(server, 'POST', '/api/user/real_name', {
      token: (await userOf('65')).token,
      body: { id_type: '1', name: 'Anna Schmidt', card_id: 'C01X00T47', country: 'QQ' },
    })
    expect(failure(unknown).message).toBe(
      'Please choose the country or region that issued your document',
    )
  })
})

describe('the operator’s switch', () => {
  it('turns leverage off for Singapore: new positions refused, the open one closable', async () => {
    const user = await leverUser(server, '1000')
    await server.db.query("UPDATE users SET area_code = '65' WHERE id = $1", [user.id])
    const position = okMessage(await leverSubmit(server, user.token, {}))

    okMessage(await ops({ product: 'lever', country: 'SG', available: '0', note: 'licence' }))
    expect(failure(await leverSubmit(server, user.token, {})).message).toBe(
      'Leveraged trading is not available in your country or region (SG). ' +
        'What you already hold can still be closed.',
    )
    expect((await info(user.token)).products_off).toEqual([{ product: 'lever', country: 'SG' }])
    const closed = await leverCall(server, 'close', user.token, { id: String(position.id) })
    expect(closed.body.type).toBe('ok')

    okMessage(await ops({ product: 'lever', country: 'SG', available: '1' }))
    expect(okMessage(await leverSubmit(server, user.token, {})).id).toBeGreaterThan(0)
    const [audited] = await server.db.query<{ target: string; detail: { note: string } }>(
      "SELECT target, detail FROM ops_audit WHERE action = 'product_switch' ORDER BY id LIMIT 1",
    )
    expect(audited).toEqual({ target: 'lever:SG', detail: { available: false, note: 'licence' } })
  })

  it('refuses an unknown product or country, and works from the command line', async () => {
    expect(failure(await ops({ product: 'casino', country: 'SG', available: '0' })).type).toBe(
      'error',
    )
    expect(failure(await ops({ product: 'spot', country: 'ZZ', available: '0' })).type).toBe(
      'error',
    )
    const { out, cli } = opsCli(server, OPS_TOKEN)
    expect(await cli(['product', 'p2p', 'fr', 'off'])).toBe(0)
    expect(await cli(['products'])).toBe(0)
    expect(out.join('\n')).toContain('"country": "FR"')
    expect(await cli(['product', 'p2p', 'FR', 'on'])).toBe(0)
    expect(await cli(['product', 'p2p', 'FR'])).not.toBe(0)
    const left = await server.db.query("SELECT 1 FROM product_restrictions WHERE product = 'p2p'")
    expect(left).toEqual([])
  })
})
