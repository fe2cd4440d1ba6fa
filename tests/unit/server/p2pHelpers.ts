// Shared by the P2P suites: certified users, a merchant with a bound bank card and funds, and the
// P2P books as a query: what each merchant holds frozen is what their online ads still offer plus
// what their open orders escrow.
import type { Clock } from '../../../server/src/infra/clock'
import type { Db, Queryable } from '../../../server/src/infra/db/client'
import { fund, makeUser } from './microtradeHelpers'

export const USDT = 3

/** A certified user (a session token too). */
export async function certifiedUser(db: Db, clock: Clock): Promise<{ id: number; token: string }> {
  const user = await makeUser(db, clock)
  await db.query('UPDATE users SET review_status = 2 WHERE id = $1', [user.id])
  return user
}

/** A certified user with a bound bank card, `usdt` in the asset account, approved as a merchant. */
export async function merchantUser(
  db: Db,
  clock: Clock,
  usdt: string,
  name = 'Fast Fiat',
): Promise<{ id: number; token: string }> {
  const user = await certifiedUser(db, clock)
  await db.query(
    `INSERT INTO bank_cards (user_id, bank_name, card_number, card_holder, phone_number,
       bank_country, aba_code, swift, postal_code, account_address, created_at, updated_at)
     VALUES ($1, 'First Test Bank', '6222020000001234', 'M. Chant', '', 'US', '', '', '', '', $2,
       $2)`,
    [user.id, clock.now()],
  )
  await fund(db, clock, user.id, usdt, USDT, 'legal')
  await db.query(
    `INSERT INTO p2p_merchants (user_id, name, status, created_at, updated_at)
     VALUES ($1, $2, 1, $3, $3)`,
    [user.id, name, clock.now()],
  )
  return user
}

/** Merchants whose frozen coin differs from what their ads offer and their open orders escrow. */
export function p2pBookMismatches(q: Queryable) {
  return q.query(
    `WITH held AS (
       SELECT merchant_id AS user_id, currency_id, remaining AS amount FROM p2p_ads WHERE status = 1
       UNION ALL
       SELECT merchant_id, currency_id, amount FROM p2p_orders WHERE status IN (1, 2)
     ), sums AS (SELECT user_id, currency_id, sum(amount) AS held FROM held GROUP BY 1, 2)
     SELECT s.user_id, s.currency_id, s.held, b.frozen FROM sums s
       LEFT JOIN balances b ON b.user_id = s.user_id AND b.currency_id = s.currency_id
        AND b.wallet = 'legal'
      WHERE b.frozen IS DISTINCT FROM s.held`,
  )
}
