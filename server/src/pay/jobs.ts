// The sandbox provider's checkout lasts 30 minutes, as a real provider's session does: a payment
// not made by then is reported failed by the sandbox's own signed callback (a real provider sends
// its "expired"), so no card deposit stays pending for ever. A job of the runner (areas.ts)
// unless the app was built with `settle: false`; it claims the orders FOR UPDATE SKIP LOCKED and
// closes each through the callback every provider's goes through.
import { PAY_PLACES } from '@common/payRules'
import { MINUTE } from '../infra/clock'
import { dec } from '../infra/money/decimal'
import { pushMessage } from '../messages/public'
import type { JobModule } from '../infra/schedule/jobModule'
import { claimDue } from '../infra/schedule/claim'
import { applyCallback } from './orders'
import { signFields } from './provider'
import { SANDBOX_NAME, sandboxSecret } from './providers'

export const PAY_SANDBOX_EXPIRY_JOB = 'pay.sandboxExpiry'
export const SANDBOX_SESSION_MS = 30 * MINUTE

interface Due {
  id: string
  channel: 'card' | 'mjl'
  pay_amount: string
  currency_code: string
}

export const payJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  return [
    {
      name: PAY_SANDBOX_EXPIRY_JOB,
      intervalMs: 10_000,
      round: async () => {
        const secret = await sandboxSecret(ctx.db)
        return claimDue(ctx.db, {
          batchSize: 50,
          claim: (q, limit) =>
            q.query<Due>(
              `SELECT id, channel, pay_amount, currency_code FROM pay_orders
                WHERE status = 1 AND provider = $1 AND created_at <= $2
                ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED`,
              [SANDBOX_NAME, new Date(ctx.clock.now().getTime() - SANDBOX_SESSION_MS), limit],
            ),
          handle: async (q, o) => {
            const provider = await ctx.pay(o.channel)
            if (!provider.sandbox) return undefined
            const fields = {
              channel: o.channel,
              order_id: String(o.id),
              payment_id: `sbx_expired_${o.id}`,
              status: 'failed',
              amount: dec(o.pay_amount).toFixed(PAY_PLACES),
              currency: o.currency_code,
              time: ctx.clock.now().toISOString(),
            }
            const signed = { ...fields, sign: signFields(secret, fields) }
            return applyCallback(q, ctx.clock, provider, o.channel, signed)
          },
          committed: (done) => {
            for (const d of done) pushMessage(ctx.realtime, log, d.message)
          },
        })
      },
    },
  ]
}
