// The operator's side of P2P: approving merchants (certified users only) and deciding appeals, with
// both sides and the proof in view. Audited.
import type { Paged } from '@wire/envelope'
import type { PayloadOf } from '@wire/catalogue'
import { audit } from '../infra/audit/audit'
import { AppError } from '../infra/appError'
import { requireCertified } from '../certification/public'
import type { AppContext } from '../context'
import { pagedList, type Paging } from '../infra/db/paged'
import { accountKeyOf } from '../ops/accountKey'
import { findUserByKey } from '../infra/db/users'
import type { StoredMessage } from '../messages/public'
import { decide, orderView, type OrderRow, type P2pDeps } from './orders'

type Appeal = PayloadOf<'opsP2pAppeals'>['data'][number]

export async function setMerchant(
  ctx: AppContext,
  body: { account: string; name?: string; status: string },
): Promise<PayloadOf<'opsP2pMerchant'>> {
  return ctx.db.tx(async (q) => {
    const user = await findUserByKey(q, accountKeyOf(body.account))
    if (!user) throw new AppError('account_not_found')
    const status = Number(body.status)
    if (status === 1) requireCertified(user)
    const [before] = await q.query<{ name: string; status: number }>(
      'SELECT name, status FROM p2p_merchants WHERE user_id = $1 FOR UPDATE',
      [user.id],
    )
    const name = body.name?.trim() || before?.name || ''
    if (name.length === 0 || name.length > 30)
      throw new AppError('field_invalid', { field: 'name' })
    const now = ctx.clock.now()
    await q.query(
      `INSERT INTO p2p_merchants (user_id, name, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (user_id) DO UPDATE SET name = $2, status = $3, updated_at = $4`,
      [user.id, name, status, now],
    )
    await audit(q, ctx.clock, 'p2p_merchant', user.account, { before, after: { name, status } })
    return { account: user.account, name, status }
  })
}

export async function listAppeals(ctx: AppContext, paging: Paging): Promise<Paged<Appeal>> {
  const page = await pagedList(
    ctx.db,
    paging,
    {
      select: 'SELECT *',
      from: 'FROM p2p_orders WHERE status = 2 AND appeal_by IS NOT NULL',
      orderBy: 'appeal_at, id',
      params: [],
    },
    (row: OrderRow) => row,
  )
  const data: Appeal[] = []
  for (const o of page.data) {
    const [sides] = await ctx.db.query<{ buyer: string; merchant: string }>(
      `SELECT b.account AS buyer, m.account AS merchant FROM users b, users m
        WHERE b.id = $1 AND m.id = $2`,
      [o.buyer_id, o.merchant_id],
    )
    data.push({ order: await orderView(ctx.db, o, o.merchant_id), ...sides, proof: o.proof })
  }
  return { ...page, data }
}

export async function decideAppeal(
  ctx: AppContext,
  deps: P2pDeps,
  body: { id: string; result: 'release' | 'return' },
  pushed: (messages: StoredMessage[]) => void,
): Promise<PayloadOf<'opsP2pDecide'>> {
  const { view, messages } = await ctx.db.tx(async (q) => {
    const { order, messages } = await decide(q, deps, Number(body.id), body.result)
    await audit(q, ctx.clock, 'p2p_decide', String(order.id), { result: body.result })
    return { view: await orderView(q, order, order.merchant_id), messages }
  })
  pushed(messages)
  return view
}
