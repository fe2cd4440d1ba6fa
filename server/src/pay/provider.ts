// The one interface every card payment provider is used through, and the protocol the shipped one
// speaks: a hosted checkout page the payer is sent to, and a callback signed with HMAC-SHA256 over
// the sorted `key=value` pairs. The sandbox (sandboxSite.ts) speaks it with the installation's own
// secret; a real provider that speaks it is a configuration away (PAY_<CHANNEL>_URL, _SECRET,
// _NAME), and one that speaks another protocol is another implementation of PaymentProvider.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PayChannel } from '@common/payRules'

export interface CheckoutRequest {
  channel: PayChannel
  orderId: number
  /** charged to the card, in `currency` */
  amount: string
  currency: string
  country: string
}

export interface ProviderCallback {
  channel: PayChannel
  orderId: number
  /** the provider's id of the payment */
  paymentId: string
  status: 'paid' | 'failed'
  amount: string
  currency: string
}

export interface PaymentProvider {
  readonly name: string
  /** a test provider: no card is charged (the app says so) */
  readonly sandbox: boolean
  /** where the payer pays order `req`; a path on this server for the sandbox */
  checkoutUrl(req: CheckoutRequest): string
  /** the callback's facts, when its signature verifies; undefined otherwise */
  verify(fields: Readonly<Record<string, string>>): ProviderCallback | undefined
}

export interface HostedConfig {
  name: string
  /** the provider's checkout page */
  url: string
  secret: string
}

type Fields = Readonly<Record<string, string>>

/** The hex HMAC-SHA256 of every field but `sign`, as sorted `key=value` pairs joined by '&'. */
export function signFields(secret: string, fields: Fields): string {
  const text = Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&')
  return createHmac('sha256', secret).update(text).digest('hex')
}

export function signatureHolds(secret: string, fields: Fields): boolean {
  const given = Buffer.from(fields.sign ?? '', 'utf8')
  const expected = Buffer.from(signFields(secret, fields), 'utf8')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The checkout request's fields, as the checkout page receives them. */
export const checkoutFields = (req: CheckoutRequest): Record<string, string> => ({
  channel: req.channel,
  order_id: String(req.orderId),
  amount: req.amount,
  currency: req.currency,
  country: req.country,
})

const CALLBACK_FIELDS = [
  'channel',
  'order_id',
  'payment_id',
  'status',
  'amount',
  'currency',
  'time',
]

export function hostedProvider(config: HostedConfig, sandbox: boolean): PaymentProvider {
  return {
    name: config.name,
    sandbox,
    checkoutUrl(req) {
      const fields = checkoutFields(req)
      const query = new URLSearchParams({ ...fields, sign: signFields(config.secret, fields) })
      return `${config.url}?${query.toString()}`
    },
    verify(fields) {
      // exactly the protocol's fields are signed: an added field cannot ride along unsigned
      const signed = Object.fromEntries(CALLBACK_FIELDS.map((k) => [k, fields[k] ?? '']))
      if (!signatureHolds(config.secret, { ...signed, sign: fields.sign ?? '' })) return undefined
      const status = signed.status
      if (status !== 'paid' && status !== 'failed') return undefined
      return {
        channel: signed.channel as PayChannel,
        orderId: Number(signed.order_id),
        paymentId: signed.payment_id,
        status,
        amount: signed.amount,
        currency: signed.currency,
      }
    },
  }
}
