// The operator lists a dual product (checked as a whole, audited), or withdraws one from sale.
// Listed terms never change: orders were placed on them; a withdrawn product's orders still
// settle at its settle_at.
import type { DualProduct } from '@wire/catalogue/dual'
import { coinPlaces } from '@common/coins'
import { audit } from '../infra/audit/audit'
import { AppError } from '../infra/appError'
import type { AppContext } from '../context'
import { positiveInt } from '../infra/http/input'
import { usdtMatch } from '../market/public'
import { dec } from '../infra/money/decimal'
import { parseAmount } from '../infra/money/amount'
import { positiveDecimal, type SettingFields } from '../ops/settingFields'
import { depositCurrency, readProduct, toDualProduct, type ProductRow } from './products'

type Body = SettingFields

export async function setDualProduct(ctx: AppContext, body: Body): Promise<DualProduct> {
  const now = ctx.clock.now()
  const id = positiveInt(body.id)
  if (id !== undefined) {
    if (body.status !== '0' && body.status !== '1')
      throw new AppError('field_invalid', { field: 'status' })
    return ctx.db.tx(async (q) => {
      const before = await readProduct(q, id, true)
      const [after] = await q.query<ProductRow>(
        'UPDATE dual_products SET status = $2 WHERE id = $1 RETURNING *',
        [id, Number(body.status)],
      )
      await audit(q, ctx.clock, 'dual_product_status', String(id), {
        before: before.status,
        after: after.status,
      })
      return toDualProduct(after, ctx.feed, now)
    })
  }
  const currencyId = positiveInt(body.currency_id)
  if (currencyId === undefined || !usdtMatch(ctx.feed, currencyId))
    throw new AppError('field_invalid', { field: 'currency_id' })
  const type = body.type
  if (type !== 'call' && type !== 'put') throw new AppError('field_invalid', { field: 'type' })
  const target = positiveDecimal(body, 'target_price', 8, '1e12')
  const aprText = body.apr?.trim() ?? ''
  const apr = parseAmount(aprText)
  if (!apr || apr.lt(0) || apr.gt(1000) || apr.decimalPlaces() > 2)
    throw new AppError('field_invalid', { field: 'apr' })
  const days = positiveInt(body.days)
  if (days === undefined || days > 365) throw new AppError('field_invalid', { field: 'days' })
  const seconds = positiveInt(body.settle_at)
  const settleAt = seconds === undefined ? null : new Date(seconds * 1000)
  // the term must begin in the future, or nobody could ever buy it
  if (!settleAt || settleAt.getTime() - days * 86_400_000 <= now.getTime())
    throw new AppError('field_invalid', { field: 'settle_at' })
  const places = coinPlaces(depositCurrency({ type, currency_id: currencyId }))
  const min = positiveDecimal(body, 'min', places, '1e12')
  const max = positiveDecimal(body, 'max', places, '1e12')
  const quota = positiveDecimal(body, 'quota', places, '1e12')
  if (max.lt(min)) throw new AppError('field_invalid', { field: 'max' })
  if (quota.lt(max)) throw new AppError('field_invalid', { field: 'quota' })
  return ctx.db.tx(async (q) => {
    const [row] = await q.query<ProductRow>(
      `INSERT INTO dual_products (currency_id, type, target_price, apr, days, settle_at, min, max,
         quota, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
      [
        currencyId,
        type,
        target.toFixed(),
        dec(apr).toFixed(),
        days,
        settleAt,
        min.toFixed(),
        max.toFixed(),
        quota.toFixed(),
        now,
      ],
    )
    await audit(q, ctx.clock, 'dual_product', String(row.id), { product: row })
    return toDualProduct(row, ctx.feed, now)
  })
}
