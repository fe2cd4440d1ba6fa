// The operator's product switches by country, and the check every opening call passes through
// (http/calls.ts routeOf, for calls the catalogue marks with `product`).
import type { PayloadOf } from '@wire/catalogue'
import type { Product } from '@wire/catalogue/jurisdiction'
import type { Clock } from '../infra/clock'
import type { Queryable } from '../infra/db/client'
import { AppError } from '../infra/appError'
import type { UserRow } from '../infra/db/users'
import { countriesOf } from './countries'

export type ProductOff = PayloadOf<'userInfo'>['products_off'][number]

/** The products off for the user, each with the country that switched it off. */
export async function productsOff(q: Queryable, user: UserRow): Promise<ProductOff[]> {
  const countries = countriesOf(user)
  if (countries.length === 0) return []
  const rows = await q.query<ProductOff>(
    `SELECT DISTINCT ON (product) product, country FROM product_restrictions
      WHERE country = ANY($1::text[]) ORDER BY product, country`,
    [countries],
  )
  return rows
}

/** Refuses, with the product and the country, when `product` is off for the user. */
export async function requireProductOpen(
  q: Queryable,
  user: UserRow,
  product: Product,
): Promise<void> {
  const countries = countriesOf(user)
  if (countries.length === 0) return
  const [off] = await q.query<{ country: string }>(
    `SELECT country FROM product_restrictions WHERE product = $1 AND country = ANY($2::text[])
      ORDER BY country LIMIT 1`,
    [product, countries],
  )
  if (off) {
    throw new AppError('product_unavailable', {
      product: { key: `product_${product}` },
      country: off.country,
    })
  }
}

export async function listRestrictions(q: Queryable): Promise<PayloadOf<'opsProducts'>> {
  const rows = await q.query<{ product: Product; country: string; created_at: Date }>(
    'SELECT product, country, created_at FROM product_restrictions ORDER BY product, country',
  )
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }))
}

/** Switches `product` off (available false) or back on for `country`; idempotent. */
export async function switchProduct(
  q: Queryable,
  clock: Clock,
  product: Product,
  country: string,
  available: boolean,
): Promise<void> {
  if (available) {
    await q.query('DELETE FROM product_restrictions WHERE product = $1 AND country = $2', [
      product,
      country,
    ])
    return
  }
  await q.query(
    `INSERT INTO product_restrictions (product, country, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (product, country) DO NOTHING`,
    [product, country, clock.now()],
  )
}
