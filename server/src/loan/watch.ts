// The loan watch, exactly once across nodes: every round reads the open loans and, at the feed's
// prices of that instant, finds those with a day of interest begun, an LTV across the call line or
// at the liquidation line. Each is then changed in a transaction of its own, its row claimed FOR
// UPDATE SKIP LOCKED and read again, so a loan another node (or a repayment) holds is left to it:
// - interest: each day begun is added, once (accrued_days moves forward only);
// - the call: at or above the call LTV the user is told once (message and push); below it again
//   the warning is cleared, so a second crossing tells them again;
// - liquidation: at or above the liquidation LTV the collateral that covers the debt at that price
//   is taken and the rest released, once (`UPDATE ... WHERE status = 1`).
import { coinPlaces, USDT } from '@common/coins'
import { reaches, seizure, ltvPercent } from '@common/loanRules'
import type { Clock } from '../infra/clock'
import type { Db, Queryable } from '../infra/db/client'
import type { MarketFeed } from '../market/public'
import { notify, priceVar, type StoredMessage } from '../messages/public'
import { currencyById } from '../infra/money/currencies'
import { dec } from '../infra/money/decimal'
import { applyChanges, lockParts, shiftParts } from '../infra/money/ledger'
import { interestAt, stateAt, type LoanRow } from './loans'

export interface LoanDeps {
  clock: Clock
  feed: MarketFeed
}

const codeOf = (id: number) => currencyById(id)?.code ?? ''

/** What the loan needs now, if anything. */
function dueAction(
  l: LoanRow,
  deps: LoanDeps,
  now: Date,
): 'liquidate' | 'call' | 'clear' | 'accrue' | null {
  const s = stateAt(l, deps.feed, now)
  if (reaches(s.debtUsdt, s.collateralUsdt, l.ltv_liquidate)) return 'liquidate'
  const called = reaches(s.debtUsdt, s.collateralUsdt, l.ltv_call)
  if (called && l.called_at === null) return 'call'
  if (!called && l.called_at !== null) return 'clear'
  return interestAt(l, now).days > l.accrued_days ? 'accrue' : null
}

async function liquidate(
  q: Queryable,
  deps: LoanDeps,
  l: LoanRow,
  now: Date,
): Promise<StoredMessage> {
  const s = stateAt(l, deps.feed, now)
  const { interest, days } = interestAt(l, now)
  const { seized, returned } = seizure(
    s.debtUsdt,
    s.collateralPrice,
    l.collateral_amount,
    coinPlaces(l.collateral_currency),
  )
  const [moved] = await q.query(
    `UPDATE loans SET status = 3, interest = $2, accrued_days = $3, liquidation_price = $4,
       seized = $5, returned = $6, closed_at = $7
      WHERE id = $1 AND status = 1 RETURNING id`,
    [l.id, interest, days, s.collateralPrice, seized, returned, now],
  )
  if (!moved) throw new Error(`loan ${l.id} liquidated twice`)
  const account = { userId: l.user_id, currencyId: l.collateral_currency, wallet: 'legal' as const }
  await lockParts(q, account)
  const ref = { type: 'loan', id: l.id }
  if (dec(seized).gt(0)) {
    await applyChanges(q, deps.clock, account, [
      {
        part: 'frozen',
        change: dec(seized).negated(),
        type: 'loan_liquidation',
        info: `Collateral of loan #${l.id} sold at ${dec(s.collateralPrice).toFixed()} USDT`,
        ref,
      },
    ])
  }
  if (dec(returned).gt(0)) {
    await shiftParts(q, deps.clock, 'unfreeze', {
      ...account,
      amount: dec(returned),
      type: 'loan_collateral_release',
      info: `Collateral of loan #${l.id}, returned after liquidation`,
      ref,
    })
  }
  return notify(q, deps.clock, l.user_id, 'loan_liquidated', {
    id: String(l.id),
    ltv: ltvPercent(s.debtUsdt, s.collateralUsdt),
    seized: dec(seized).toFixed(),
    returned: dec(returned).toFixed(),
    collateral: codeOf(l.collateral_currency),
    // a loan's prices are USDT amounts, at USDT's places as the loan screens show them
    price: priceVar(s.collateralPrice, coinPlaces(USDT.id)),
    debt: dec(s.debt).toFixed(),
    currency: codeOf(l.currency_id),
  })
}

type Acted = { message: StoredMessage | null } | null

/** Claims the loan and does what it needs at `now`; null when another holds it or it needs nothing. */
async function act(q: Queryable, deps: LoanDeps, id: number): Promise<Acted> {
  const [l] = await q.query<LoanRow>(
    'SELECT * FROM loans WHERE id = $1 AND status = 1 FOR UPDATE SKIP LOCKED',
    [id],
  )
  if (!l) return null
  const now = deps.clock.now()
  const action = dueAction(l, deps, now)
  if (action === null) return null
  if (action === 'liquidate') return { message: await liquidate(q, deps, l, now) }
  const { interest, days } = interestAt(l, now)
  if (action === 'call') {
    const s = stateAt(l, deps.feed, now)
    await q.query(
      'UPDATE loans SET called_at = $2, interest = $3, accrued_days = $4 WHERE id = $1',
      [l.id, now, interest, days],
    )
    const message = await notify(q, deps.clock, l.user_id, 'loan_call', {
      id: String(l.id),
      ltv: ltvPercent(s.debtUsdt, s.collateralUsdt),
      liquidate: dec(l.ltv_liquidate).toFixed(),
    })
    return { message }
  }
  await q.query(
    `UPDATE loans SET interest = $2, accrued_days = $3,
       called_at = CASE WHEN $4::boolean THEN NULL ELSE called_at END WHERE id = $1`,
    [l.id, interest, days, action === 'clear'],
  )
  return { message: null }
}

/** One round of the watch; how many loans it changed. */
export async function watchRound(
  db: Db,
  deps: LoanDeps,
  committed: (messages: StoredMessage[]) => void,
): Promise<number> {
  const now = deps.clock.now()
  const open = await db.query<LoanRow>('SELECT * FROM loans WHERE status = 1 ORDER BY id')
  let changed = 0
  for (const l of open) {
    if (dueAction(l, deps, now) === null) continue
    const acted = await db.tx((q) => act(q, deps, l.id))
    if (!acted) continue
    if (acted.message) committed([acted.message])
    changed += 1
  }
  return changed
}
