// The sandbox provider's own site (/sandbox-pay): the checkout page a payer is sent to, and the
// signed callback it sends when they pay or decline. It charges no card: it checks the number's
// form (Luhn) and answers "failed" for the test number 4000 0000 0000 0002, like the test cards of
// real providers. Its callback takes the path of every provider's (notify.ts) and is verified
// there like any other; nothing here touches money.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { PAY_CHANNELS } from '@common/payRules'
import type { AppContext } from '../context'
import { AppError } from '../infra/appError'
import { receiveCallback } from './notify'
import { checkoutFields, signatureHolds, signFields } from './provider'
import { sandboxSecret } from './providers'

const DECLINED_CARD = '4000000000000002'

type Query = Record<string, string | undefined>

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** The checkout request, if its signature is the installation's. */
function checkoutOf(secret: string, q: Query) {
  const channel = PAY_CHANNELS.find((c) => c === q.channel)
  if (!channel) return undefined
  const fields = checkoutFields({
    channel,
    orderId: Number(q.order_id ?? ''),
    amount: q.amount ?? '',
    currency: q.currency ?? '',
    country: q.country ?? '',
  })
  return signatureHolds(secret, { ...fields, sign: q.sign ?? '' })
    ? { fields, sign: q.sign ?? '' }
    : undefined
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#f4f5f7;color:#222}
.band{background:#ffb020;color:#000;font-weight:700;padding:8px 12px;border-radius:6px}
.box{background:#fff;border-radius:8px;padding:16px;margin-top:12px}
input{width:100%;box-sizing:border-box;font-size:16px;padding:10px;margin:6px 0 12px}
button{font-size:16px;padding:10px 16px;margin-right:8px}.err{color:#c00}</style></head>
<body><div class="band">SANDBOX: a test payment page. No card is charged.</div>${body}</body></html>`
}

function form(fields: Record<string, string>, sign: string, error = ''): string {
  const hidden = Object.entries({ ...fields, sign })
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escape(v)}">`)
    .join('')
  return page(
    'Sandbox checkout',
    `<div class="box"><h2>Pay ${escape(fields.amount)} ${escape(fields.currency)}</h2>
<p>Order ${escape(fields.order_id)}. Test card: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
<form method="post">${hidden}
<label>Card number<input name="card" inputmode="numeric" autocomplete="off" required></label>
${error ? `<p class="err">${escape(error)}</p>` : ''}
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline">Cancel payment</button></form></div>`,
  )
}

const result = (text: string) =>
  page(
    'Sandbox checkout',
    `<div class="box"><h2>${escape(text)}</h2><p>Go back to the app to see your deposit.</p></div>`,
  )

/** Mounted at /sandbox-pay. */
export function sandboxSite(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: Query }>('/checkout', async (req, reply) => {
    const checkout = checkoutOf(await sandboxSecret(ctx.db), req.query)
    reply.type('text/html; charset=utf-8')
    if (!checkout)
      return reply
        .code(400)
        .send(page('Sandbox checkout', '<p>This payment link is not valid.</p>'))
    return form(checkout.fields, checkout.sign)
  })

  app.post<{ Body: Query }>('/checkout', async (req, reply) => {
    const secret = await sandboxSecret(ctx.db)
    const checkout = checkoutOf(secret, req.body ?? {})
    reply.type('text/html; charset=utf-8')
    if (!checkout)
      return reply
        .code(400)
        .send(page('Sandbox checkout', '<p>This payment link is not valid.</p>'))
    const card = (req.body.card ?? '').replace(/[\s-]/g, '')
    const pays = req.body.action === 'pay'
    if (pays && !(/^\d{12,19}$/.test(card) && luhn(card))) {
      return form(checkout.fields, checkout.sign, 'Enter a valid card number.')
    }
    const { channel, order_id, amount, currency } = checkout.fields
    const callback: Record<string, string> = {
      channel,
      order_id,
      payment_id: `sbx_${randomBytes(12).toString('hex')}`,
      status: pays && card !== DECLINED_CARD ? 'paid' : 'failed',
      amount,
      currency,
      time: ctx.clock.now().toISOString(),
    }
    try {
      const applied = await receiveCallback(ctx, req.log, {
        ...callback,
        sign: signFields(secret, callback),
      })
      if (!applied) return result('This payment is closed already: it was made, or it expired.')
    } catch (e) {
      if (!(e instanceof AppError)) throw e
      return result('The app did not accept this payment. Nothing was charged.')
    }
    return result(callback.status === 'paid' ? 'Payment complete.' : 'Payment not made.')
  })
}
