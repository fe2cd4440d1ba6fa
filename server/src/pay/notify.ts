// Receiving a provider's callback: the one path every callback takes, over HTTP (/api/pay/notify)
// or from the sandbox in this process. Its deposit message is pushed once the change committed.
// True when it closed the order; false when the order was closed already (a replay).
import type { FastifyBaseLogger } from 'fastify'
import { PAY_CHANNELS } from '@common/payRules'
import type { AppContext } from '../context'
import { AppError } from '../infra/appError'
import { pushMessage } from '../messages/public'
import { applyCallback } from './orders'

export async function receiveCallback(
  ctx: AppContext,
  log: FastifyBaseLogger,
  fields: Readonly<Record<string, string>>,
): Promise<boolean> {
  const channel = PAY_CHANNELS.find((c) => c === fields.channel)
  if (!channel) throw new AppError('pay_bad_signature')
  const provider = await ctx.pay(channel)
  const decided = await ctx.db.tx((q) => applyCallback(q, ctx.clock, provider, channel, fields))
  if (decided) pushMessage(ctx.realtime, log, decided.message)
  return decided !== undefined
}
