// What the exchange screen starts from (POST /user/getTransferList): the coins that can be
// exchanged, and what of each is available in the asset account, where exchanges happen.
import type { PayloadOf } from '@wire/catalogue'
import type { Queryable } from '../infra/db/client'
import { currencyById } from '../infra/money/currencies'
import { formatAmount } from '../infra/money/decimal'
import { ASSET_CURRENCY_IDS } from '../wallet/public'

export type TransferList = PayloadOf<'transferList'>

export async function transferList(q: Queryable, userId: number): Promise<TransferList> {
  const rows = await q.query<{ currency_id: number; balance: string }>(
    `SELECT currency_id, balance FROM balances
      WHERE user_id = $1 AND wallet = 'legal' AND currency_id = ANY($2::int[])`,
    [userId, ASSET_CURRENCY_IDS],
  )
  const held = new Map(rows.map((r) => [r.currency_id, r.balance]))
  const coins = ASSET_CURRENCY_IDS.flatMap((id) => {
    const spec = currencyById(id)
    return spec ? [spec] : []
  })
  return {
    transfer: coins.map((c) => ({ id: c.id, name: c.code })),
    wallet: coins.map((c) => ({
      currency: c.id,
      change_balance: formatAmount(held.get(c.id) ?? '0'),
    })),
  }
}
