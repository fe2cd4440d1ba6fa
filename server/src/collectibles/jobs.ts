// Collectibles on the job runner (areas.ts), unless the app was built with `settle: false`:
// every second, ended auctions are settled (one per transaction: each locks two balances), and
// series whose boxes are all open, or whose opening time is over, are finished and revealed.
import type { JobModule } from '../infra/schedule/jobModule'
import { claimDue } from '../infra/schedule/claim'
import { notify, pushMessage, type StoredMessage } from '../messages/public'
import { settleAuction } from './auctions'
import { finishSeries } from './boxes'
import { auctionChanged } from './push'

export const NFT_SETTLE_JOB = 'collectibles.settle'
export const NFT_REVEAL_JOB = 'collectibles.reveal'

export const collectiblesJobs: JobModule = (ctx, { settle, log }) => {
  if (!settle) return []
  const push = (messages: readonly StoredMessage[]) => {
    for (const m of messages) pushMessage(ctx.realtime, log, m)
  }
  return [
    {
      name: NFT_SETTLE_JOB,
      intervalMs: 1000,
      round: () =>
        claimDue(ctx.db, {
          batchSize: 1,
          claim: (q) =>
            q.query<{ id: string; nft_code: string }>(
              `SELECT id, nft_code FROM nft_listings
                WHERE status = 1 AND kind = 'auction' AND ends_at <= $1
                ORDER BY ends_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
              [ctx.clock.now()],
            ),
          handle: async (q, row) => {
            const messages = await settleAuction(q, ctx.clock, Number(row.id))
            return messages && { code: row.nft_code, messages }
          },
          committed: (done) => {
            for (const { code, messages } of done) {
              push(messages)
              auctionChanged(ctx.realtime, code, 'ended')
            }
          },
        }),
    },
    {
      name: NFT_REVEAL_JOB,
      intervalMs: 1000,
      round: () =>
        claimDue(ctx.db, {
          batchSize: 20,
          claim: (q) =>
            q.query<{ id: string }>(
              `SELECT id FROM nft_series
                WHERE revealed_at IS NULL
                  AND (open_until <= $1 OR ((sale_end <= $1 OR sold = total) AND opened = sold))
                ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED`,
              [ctx.clock.now()],
            ),
          handle: async (q, row) => {
            const opened = await finishSeries(q, ctx.clock, Number(row.id))
            if (!opened) return undefined
            const messages: StoredMessage[] = []
            for (const o of opened) {
              messages.push(
                await notify(q, ctx.clock, o.owner_id, 'nft_box_house_opened', {
                  box: o.box_code,
                  code: o.nft_code,
                }),
              )
            }
            return messages
          },
          committed: (done) => push(done.flat()),
        }),
    },
  ]
}
