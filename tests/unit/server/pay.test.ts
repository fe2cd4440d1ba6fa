// Card payment (issue 31 item 2): a card deposit is pending until its provider's callback, and only
// a callback whose signature verifies credits it, once; a forged, tampered or replayed callback
// credits nothing. The sandbox's own site signs its callbacks like any provider.
import type { PayloadOf } from '@wire/catalogue'
import { creditOf } from '@common/payRules'
import { contextOf } from '../../../server/src/app'
import { MINUTE } from '../../../server/src/infra/clock'
import { approveDueRecharges } from '../../../server/src/deposit/review'
import { signFields } from '../../../server/src/pay/provider'
import { sandboxSecret } from '../../../server/src/pay/providers'
import { call, okMessage, type CallResult } from './helpers'
import { ledgerMismatches } from './microtradeHelpers'
import {
  decide,
  detail,
  legal,
  newUser,
  ops,
  records,
  refusal,
  server,
  startDepositServer,
  type User,
} from './depositHelpers'

type PayOrder = PayloadOf<'payOrder'>
type PayTerms = PayloadOf<'payTerms'>

startDepositServer()

const terms = async (user: User) =>
  okMessage(await call<PayTerms>(server, 'GET', '/api/pay/terms', { token: user.token }))

const create = (
  user: User,
  body: Record<string, string> = {},
  path = '/api/pay/createPay',
  key?: string,
) =>
  call<PayOrder>(server, 'POST', path, {
    token: user.token,
    body: {
      countryCode: 'US',
      currencyCode: 'USD',
      paymentType: 'card',
      paymentAmount: '100',
      rate: '1',
      ...body,
    },
    headers: key ? { 'idempotency-key': key } : {},
  })

const order = async (user: User, id: number) =>
  okMessage(
    await call<PayOrder>(server, 'GET', '/api/pay/order', {
      token: user.token,
      body: { id: String(id) },
    }),
  )

/** A callback for `made` as the sandbox provider would sign it (or with `secret` instead). */
async function callback(
  made: PayOrder,
  change: Record<string, string> = {},
  secret?: string,
): Promise<CallResult<{ received: boolean }>> {
  const fields: Record<string, string> = {
    channel: made.channel,
    order_id: String(made.id),
    payment_id: `pay-${made.id}-${Math.random().toString(36).slice(2)}`,
    status: 'paid',
    amount: made.pay_amount,
    currency: made.currency_code,
    time: new Date().toISOString(),
    ...change,
  }
  const sign = signFields(secret ?? (await sandboxSecret(server.db)), fields)
  return call(server, 'POST', '/api/pay/notify', { body: { ...fields, sign, ...change } })
}

const setRate = (rate: string) =>
  server.db.query(`UPDATE settings SET value = $1 WHERE key = 'tx_rate'`, [rate])

afterEach(async () => {
  await setRate('1.00')
  expect(await ledgerMismatches(server.db)).toEqual([])
})

describe('card payment terms and creation', () => {
  it('needs a session, except for the provider', async () => {
    for (const path of ['/api/pay/terms', '/api/pay/order']) {
      expect((await call(server, 'GET', path)).body.type).toBe('999')
    }
    const unsigned = await call(server, 'POST', '/api/pay/createPay', { body: {} })
    expect(unsigned.body.type).not.toBe('ok')
  })

  it('tells the card currency, the rate, the bounds and that the provider is a sandbox', async () => {
    const user = await newUser()
    await setRate('7.20')
    expect(await terms(user)).toEqual({
      available: true,
      sandbox: true,
      country_code: 'US',
      currency_code: 'USD',
      rate: '7.2',
      min: '10',
      max: '10000',
    })
  })

  it('makes a pending card deposit that credits nothing and no operator or demo decides', async () => {
    const user = await newUser()
    await setRate('7.20')
    const made = okMessage(await create(user, { paymentAmount: '100', rate: '7.2' }))
    expect(made).toMatchObject({
      channel: 'card',
      provider: 'sandbox',
      sandbox: true,
      pay_amount: '100.00',
      rate: '7.2',
      // 100 / 7.2 = 13.888..., down to the cent
      credit: '13.88',
      currency_name: 'USDT',
      status: 1,
      close_time: null,
    })
    expect(made.credit).toBe(creditOf('100', '7.2'))
    expect(made.pay_url).toMatch(/^\/sandbox-pay\/checkout\?/)
    const recharge = okMessage(await detail(user, made.recharge_id))
    expect(recharge).toMatchObject({
      amount: '13.88',
      type: 3,
      sub_type: 'CARD',
      card: true,
      status: 1,
    })
    expect(await order(user, made.id)).toEqual(made)
    expect(await legal(user.id)).toBeUndefined()

    // the operator's queue leaves it out and a decision is refused
    const queue = okMessage(await ops<{ id: number }[]>('GET', '/ops/queue', { kind: 'recharge' }))
    expect(queue.map((r) => r.id)).not.toContain(made.recharge_id)
    expect(refusal(await decide(made.recharge_id))).toBe(
      'A card deposit is decided by its payment provider, not by review',
    )
    // the demo approver, however late, leaves it to the provider
    const far = new Date(server.clock.now().getTime() + 86_400_000)
    await approveDueRecharges(server.db, server.clock, far, () => undefined)
    expect(okMessage(await detail(user, made.recharge_id)).status).toBe(1)
    expect(await records(user.id)).toEqual([])
  })

  it('refuses a rate that changed, a foreign currency and an amount out of bounds, writing nothing', async () => {
    const user = await newUser()
    await setRate('7.20')
    expect(refusal(await create(user, { rate: '7.1' }))).toBe(
      'The rate has changed to 7.20: check the amount you will receive and try again',
    )
    expect(refusal(await create(user, { rate: '7.2', currencyCode: 'EUR' }))).toBe(
      'Cards are charged in USD only',
    )
    expect(refusal(await create(user, { rate: '7.2', paymentAmount: '9.99' }))).toBe(
      'Enter an amount from 10.00 to 10,000.00 USD',
    )
    expect(refusal(await create(user, { rate: '7.2', paymentAmount: '10000.01' }))).toBe(
      'Enter an amount from 10.00 to 10,000.00 USD',
    )
    expect(refusal(await create(user, { rate: '7.2', countryCode: 'us' }))).toBe(
      'Choose the country of the card',
    )
    const [{ n }] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pay_orders WHERE user_id = $1',
      [user.id],
    )
    expect(n).toBe(0)
  })

  it('makes one order per idempotency key, and one per channel call', async () => {
    const user = await newUser()
    const first = okMessage(await create(user, {}, '/api/pay/createPay', 'card-key-1'))
    const again = okMessage(await create(user, {}, '/api/pay/createPay', 'card-key-1'))
    expect(again.id).toBe(first.id)
    const mjl = okMessage(await create(user, {}, '/api/pay/createMjlPay'))
    expect(mjl).toMatchObject({ channel: 'mjl', provider: 'sandbox', status: 1 })
  })

  it("shows no one else's order", async () => {
    const user = await newUser()
    const other = await newUser()
    const made = okMessage(await create(user))
    const seen = await call(server, 'GET', '/api/pay/order', {
      token: other.token,
      body: { id: String(made.id) },
    })
    expect(refusal(seen)).toBe('Card payment not found')
  })
})

describe("the provider's callback", () => {
  it('credits a verified payment once; a replay or a second callback changes nothing', async () => {
    const user = await newUser()
    const made = okMessage(await create(user, { paymentAmount: '250.50' }))
    const paid = { payment_id: 'sandbox-paid-1' }
    expect(okMessage(await callback(made, paid))).toEqual({ received: true })
    expect(await legal(user.id)).toEqual({ available: 250.5, frozen: 0 })
    // the same callback again, and another one saying failed: the order is closed already
    expect(okMessage(await callback(made, paid))).toEqual({ received: true })
    expect(okMessage(await callback(made, { status: 'failed' }))).toEqual({ received: true })
    expect(await legal(user.id)).toEqual({ available: 250.5, frozen: 0 })
    expect((await records(user.id)).map((r) => [r.type, Number(r.change)])).toEqual([
      ['deposit', 250.5],
    ])
    const closed = await order(user, made.id)
    expect(closed).toMatchObject({ status: 2, pay_url: null })
    expect(okMessage(await detail(user, made.recharge_id)).status).toBe(2)
  })

  it('credits once under racing callbacks', async () => {
    const user = await newUser()
    const made = okMessage(await create(user))
    const answers = await Promise.all(Array.from({ length: 6 }, () => callback(made)))
    expect(answers.map((a) => a.body.type)).toEqual(Array(6).fill('ok'))
    expect((await records(user.id)).map((r) => Number(r.change))).toEqual([100])
  })

  it('credits nothing for a forged, tampered or misdirected callback', async () => {
    const user = await newUser()
    const made = okMessage(await create(user))
    const forged = await callback(made, {}, 'not-the-secret')
    expect(refusal(forged)).toBe("The payment notice's signature is not valid")
    // signed for 100, sent saying 1000
    const fields = await callback(made, { amount: '1000.00' })
    expect(refusal(fields)).toBe('The payment notice does not match the order')
    // a signature over other fields than those sent
    const secret = await sandboxSecret(server.db)
    const signed = {
      channel: 'card',
      order_id: String(made.id),
      payment_id: 'x',
      status: 'paid',
      amount: '100.00',
      currency: 'USD',
      time: 't',
    }
    const swapped = await call(server, 'POST', '/api/pay/notify', {
      body: { ...signed, amount: '5000.00', sign: signFields(secret, signed) },
    })
    expect(refusal(swapped)).toBe("The payment notice's signature is not valid")
    // the right signature for the other channel's name
    expect(refusal(await callback(made, { channel: 'mjl' }))).toBe('Card payment not found')
    expect(await legal(user.id)).toBeUndefined()
    expect((await order(user, made.id)).status).toBe(1)
  })

  it('rejects the deposit on a failed payment, crediting nothing', async () => {
    const user = await newUser()
    const made = okMessage(await create(user))
    okMessage(await callback(made, { status: 'failed' }))
    expect(okMessage(await detail(user, made.recharge_id))).toMatchObject({ status: 3, card: true })
    expect((await order(user, made.id)).status).toBe(3)
    expect(okMessage(await callback(made))).toEqual({ received: true })
    expect(await legal(user.id)).toBeUndefined()
  })
})

describe('the sandbox checkout site', () => {
  const page = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)
  const post = (made: PayOrder, fields: Record<string, string>) => {
    const query = new URLSearchParams(made.pay_url?.split('?')[1] ?? '')
    return page('/sandbox-pay/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(query), ...fields }).toString(),
    })
  }

  it('shows the signed order, and refuses a link whose amount was changed', async () => {
    const user = await newUser()
    const made = okMessage(await create(user, { paymentAmount: '42' }))
    const shown = await page(made.pay_url ?? '')
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain('Pay 42.00 USD')
    expect(html).toContain('No card is charged')
    const tampered = await page((made.pay_url ?? '').replace('amount=42.00', 'amount=1.00'))
    expect(tampered.status).toBe(400)
  })

  it('pays with a test card, declines the declining one, and asks again for a bad number', async () => {
    const user = await newUser()
    const bad = okMessage(await create(user))
    expect(
      await (await post(bad, { card: '4242 4242 4242 4241', action: 'pay' })).text(),
    ).toContain('Enter a valid card number.')
    expect((await order(user, bad.id)).status).toBe(1)

    expect(
      await (await post(bad, { card: '4242 4242 4242 4242', action: 'pay' })).text(),
    ).toContain('Payment complete.')
    expect((await order(user, bad.id)).status).toBe(2)
    expect(await legal(user.id)).toEqual({ available: 100, frozen: 0 })

    const declined = okMessage(await create(user))
    expect(
      await (await post(declined, { card: '4000000000000002', action: 'pay' })).text(),
    ).toContain('Payment not made.')
    expect((await order(user, declined.id)).status).toBe(3)
    expect(await legal(user.id)).toEqual({ available: 100, frozen: 0 })
  })
})

it('fails a sandbox payment not made in 30 minutes, as the provider reports its expiry', async () => {
  const user = await newUser()
  const made = okMessage(await create(user))
  server.clock.advance(30 * MINUTE - 1000)
  await contextOf(server.app).jobs.runDue()
  expect((await order(user, made.id)).status).toBe(1)
  server.clock.advance(11_000)
  await contextOf(server.app).jobs.runDue()
  expect(await order(user, made.id)).toMatchObject({ status: 3, pay_url: null })
  expect(okMessage(await detail(user, made.recharge_id)).status).toBe(3)
  // paying on the expired page afterwards credits nothing
  expect(okMessage(await callback(made))).toEqual({ received: true })
  expect(await legal(user.id)).toBeUndefined()
})
