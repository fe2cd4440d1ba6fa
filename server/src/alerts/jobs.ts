// Price alerts on the job runner (areas.ts), unless the app was built with `settle: false`:
// a round every second, so an alert fires within about a second of the tick that reaches it.
import { SOCKET_EVENTS } from '@wire/market'
import type { PriceAlertEvent } from '@wire/catalogue/alerts'
import { pushMessage } from '../messages/public'
import type { JobModule } from '../infra/schedule/jobModule'
import { alertRound } from './check'

export const ALERT_JOB = 'alerts.check'
const ALERT_ROUND_MS = 1000

export const alertJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  return [
    {
      name: ALERT_JOB,
      intervalMs: ALERT_ROUND_MS,
      round: async () => {
        const fired = await alertRound(ctx)
        for (const { userId, alert, message } of fired) {
          const event: PriceAlertEvent = { to: userId, data: alert }
          try {
            ctx.realtime.emitToUser(userId, SOCKET_EVENTS.priceAlert, event)
          } catch (err) {
            log.error({ err }, 'price_alert push failed')
          }
          pushMessage(ctx.realtime, log, message)
        }
        return fired.length
      },
    },
  ]
}
