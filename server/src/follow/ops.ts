// The operator makes a user a trader with a profit-share ratio, changes the ratio (for follows
// made from then on; a follow keeps the ratio its follower agreed to), or ends it: live follows
// end with it, and the copies they opened stay with their owners. Each change leaves an audit row.
import { audit } from '../infra/audit/audit'
import { AppError } from '../infra/appError'
import type { AppContext } from '../context'
import { positiveInt } from '../infra/http/input'
import { accountKeyOf } from '../ops/accountKey'
import { findUserByKey } from '../infra/db/users'
import { parseAmount } from '../infra/money/amount'

const MAX_RATIO = '0.5'

export interface TraderState {
  user_id: number
  share_ratio: string
  active: boolean
}

export async function setTrader(
  ctx: AppContext,
  body: Record<string, string | undefined>,
): Promise<TraderState> {
  const account = body.account?.trim() ?? ''
  const ratioText = body.share_ratio?.trim() ?? ''
  const ratio = ratioText === '' ? null : parseAmount(ratioText)
  if (ratio !== null && (!ratio || ratio.lt(0) || ratio.gt(MAX_RATIO) || ratio.decimalPlaces() > 4))
    throw new AppError('field_invalid', { field: 'share_ratio' })
  const active = body.active !== '0'
  return ctx.db.tx(async (q) => {
    const byId = positiveInt(body.user_id)
    const user = byId
      ? (await q.query<{ id: number }>('SELECT id FROM users WHERE id = $1', [byId]))[0]
      : account
        ? await findUserByKey(q, accountKeyOf(account))
        : undefined
    if (!user) throw new AppError('account_not_found')
    const userId = user.id
    const [before] = await q.query<{ share_ratio: string; active: number }>(
      'SELECT share_ratio, active FROM follow_traders WHERE user_id = $1 FOR UPDATE',
      [userId],
    )
    const now = ctx.clock.now()
    if (!active) {
      if (!before) throw new AppError('account_not_found')
      await q.query('UPDATE follow_traders SET active = 0 WHERE user_id = $1', [userId])
      await q.query(
        'UPDATE follows SET status = 0, cancelled_at = $2 WHERE trader_id = $1 AND status = 1',
        [userId, now],
      )
    } else if (before) {
      await q.query(
        'UPDATE follow_traders SET active = 1, share_ratio = coalesce($2, share_ratio) WHERE user_id = $1',
        [userId, ratio?.toFixed() ?? null],
      )
    } else {
      if (ratio === null) throw new AppError('field_invalid', { field: 'share_ratio' })
      await q.query(
        'INSERT INTO follow_traders (user_id, share_ratio, since) VALUES ($1, $2, $3)',
        [userId, ratio.toFixed(), now],
      )
    }
    const [after] = await q.query<{ share_ratio: string; active: number }>(
      'SELECT share_ratio, active FROM follow_traders WHERE user_id = $1',
      [userId],
    )
    await audit(q, ctx.clock, active ? 'trader_set' : 'trader_end', String(userId), {
      before: before ?? null,
      after,
    })
    return { user_id: userId, share_ratio: after.share_ratio, active: after.active === 1 }
  })
}
