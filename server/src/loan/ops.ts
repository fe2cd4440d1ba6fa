// The operator lists a loan product (checked as a whole, audited), or stops or resumes its lending.
// Listed terms never change: a loan copies them when it is taken, so open loans run on their own.
import type { LoanProduct } from '@wire/catalogue/loan'
import { ASSET_COIN_IDS, coinPlaces } from '@common/coins'
import { audit } from '../infra/audit/audit'
import { AppError } from '../infra/appError'
import type { AppContext } from '../context'
import { positiveInt } from '../infra/http/input'
import { usdtPriceAt } from '../market/public'
import { positiveDecimal, type SettingFields } from '../ops/settingFields'
import { readProduct, toLoanProduct, type ProductRow } from './products'

type Body = SettingFields

export async function setLoanProduct(ctx: AppContext, body: Body): Promise<LoanProduct> {
  const now = ctx.clock.now()
  const code = body.borrowing_code?.trim() ?? ''
  if (!/^[A-Z0-9_-]{2,24}$/.test(code))
    throw new AppError('field_invalid', { field: 'borrowing_code' })
  const [existing] = await ctx.db.query<ProductRow>(
    'SELECT * FROM loan_products WHERE borrowing_code = $1',
    [code],
  )
  if (existing) {
    if (body.status !== '0' && body.status !== '1')
      throw new AppError('field_invalid', { field: 'status' })
    return ctx.db.tx(async (q) => {
      const before = await readProduct(q, code)
      const [after] = await q.query<ProductRow>(
        'UPDATE loan_products SET status = $2 WHERE borrowing_code = $1 RETURNING *',
        [code, Number(body.status)],
      )
      await audit(q, ctx.clock, 'loan_product_status', code, {
        before: before.status,
        after: after.status,
      })
      return toLoanProduct(after, ctx.feed, now)
    })
  }
  // coins the app moves, and that the feed prices, so an LTV can always be worked out
  const priced = (id: number | undefined): id is number =>
    id !== undefined &&
    ASSET_COIN_IDS.includes(id) &&
    usdtPriceAt(ctx.feed, id, now.getTime()) !== undefined
  const currencyId = positiveInt(body.currency_id)
  if (!priced(currencyId)) throw new AppError('field_invalid', { field: 'currency_id' })
  const collateral = (body.collateral ?? '').split(',').map((c) => positiveInt(c.trim()))
  if (
    collateral.length === 0 ||
    !collateral.every(priced) ||
    collateral.includes(currencyId) ||
    new Set(collateral).size !== collateral.length
  )
    throw new AppError('field_invalid', { field: 'collateral' })
  const days = positiveInt(body.days)
  if (days === undefined || days > 365) throw new AppError('field_invalid', { field: 'days' })
  const rate = positiveDecimal(body, 'daily_rate', 4, '1.0001')
  const initial = positiveDecimal(body, 'ltv_initial', 2, '100')
  const call = positiveDecimal(body, 'ltv_call', 2, '100')
  const liquidate = positiveDecimal(body, 'ltv_liquidate', 2, '100')
  if (call.lte(initial)) throw new AppError('field_invalid', { field: 'ltv_call' })
  if (liquidate.lte(call)) throw new AppError('field_invalid', { field: 'ltv_liquidate' })
  const places = coinPlaces(currencyId)
  const min = positiveDecimal(body, 'min', places)
  const max = positiveDecimal(body, 'max', places)
  if (max.lt(min)) throw new AppError('field_invalid', { field: 'max' })
  return ctx.db.tx(async (q) => {
    const [row] = await q.query<ProductRow>(
      `INSERT INTO loan_products (borrowing_code, currency_id, days, daily_rate, collateral,
         ltv_initial, ltv_call, ltv_liquidate, min, max, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [
        code,
        currencyId,
        days,
        rate.toFixed(),
        collateral.join(','),
        initial.toFixed(),
        call.toFixed(),
        liquidate.toFixed(),
        min.toFixed(),
        max.toFixed(),
        now,
      ],
    )
    await audit(q, ctx.clock, 'loan_product', code, { product: row })
    return toLoanProduct(row, ctx.feed, now)
  })
}
