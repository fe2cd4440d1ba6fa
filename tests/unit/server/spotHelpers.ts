// Shared set-up for the spot engine's tests: rules as an operator would set them, and orders.
import { SpotBook } from '../../../server/src/spot/book'
import type { IncomingOrder, RestingOrder, Side } from '../../../server/src/spot/order'
import { compileRules, type SpotRules, type SpotRulesInput } from '../../../server/src/spot/rules'

export const RULES_INPUT: SpotRulesInput = {
  tick: '0.01',
  step: '0.0001',
  minNotional: '0',
  makerFee: '0',
  takerFee: '0',
  basePlaces: 8,
  quotePlaces: 2,
}

export function rules(overrides: Partial<SpotRulesInput> = {}): SpotRules {
  const compiled = compileRules({ ...RULES_INPUT, ...overrides })
  if (!compiled.ok) throw new Error(`bad test rules: ${compiled.field} ${compiled.problem}`)
  return compiled.rules
}

let nextId = 1000
export const limit = (
  userId: string,
  side: Side,
  price: string,
  amount: string,
  extra: Partial<IncomingOrder> = {},
): IncomingOrder => ({ id: String(nextId++), userId, side, kind: 'limit', price, amount, ...extra })

export const market = (userId: string, side: Side, amount: string): IncomingOrder => ({
  id: String(nextId++),
  userId,
  side,
  kind: 'market',
  amount,
})

export const resting = (
  id: string,
  userId: string,
  side: Side,
  price: string,
  remaining: string,
): RestingOrder => ({ id, userId, side, price, remaining })

export const bookOf = (orders: RestingOrder[], lastPrice: string | null = '100') =>
  SpotBook.from(orders, lastPrice)
