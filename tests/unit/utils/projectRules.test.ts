// A project's allocation (WIRE Projects; notes/catalogue-areas.md Launchpad), by example: under-
// and oversubscribed, the per-user cap with its excess shared pro rata (twice over), rounding down
// to the token's places with the charge up to the cent and never above the commitment.
import { allocate, estimate } from '@common/projectRules'

const terms = (over: Partial<Parameters<typeof allocate>[0]> = {}) => ({
  price: '1',
  for_sale: '1000',
  per_user_cap: '1000',
  places: 2,
  ...over,
})
const tokensOf = (result: ReturnType<typeof allocate>) => result.map((a) => a.tokens)

it('fills everyone when the commitments buy less than is for sale', () => {
  expect(
    allocate(terms({ price: '0.5', per_user_cap: '500' }), [
      { id: 1, amount: '100' },
      { id: 2, amount: '50' },
    ]),
  ).toEqual([
    { id: 1, tokens: '200.00', charged: '100.00', released: '0.00' },
    { id: 2, tokens: '100.00', charged: '50.00', released: '0.00' },
  ])
})

it('shares pro rata when oversubscribed, and releases the rest', () => {
  expect(
    allocate(terms(), [
      { id: 1, amount: '1500' },
      { id: 2, amount: '500' },
    ]),
  ).toEqual([
    { id: 1, tokens: '750.00', charged: '750.00', released: '750.00' },
    { id: 2, tokens: '250.00', charged: '250.00', released: '250.00' },
  ])
})

it('caps a subscriber and shares the excess among the others, round after round', () => {
  const once = allocate(terms({ per_user_cap: '400' }), [
    { id: 1, amount: '3000' },
    { id: 2, amount: '500' },
    { id: 3, amount: '500' },
  ])
  expect(tokensOf(once)).toEqual(['400.00', '300.00', '300.00'])
  expect(once[0]).toMatchObject({ charged: '400.00', released: '2600.00' })
  // A is capped; B's share of what is left is under the cap, so it stops there
  const twice = allocate(terms({ per_user_cap: '450' }), [
    { id: 1, amount: '3000' },
    { id: 2, amount: '1500' },
    { id: 3, amount: '500' },
  ])
  expect(tokensOf(twice)).toEqual(['450.00', '412.50', '137.50'])
  // a second round: B's share after A's excess reaches the cap too
  const cascade = allocate(terms({ per_user_cap: '350' }), [
    { id: 1, amount: '3000' },
    { id: 2, amount: '1500' },
    { id: 3, amount: '500' },
  ])
  expect(tokensOf(cascade)).toEqual(['350.00', '350.00', '300.00'])
})

it('rounds tokens down and the charge up to the cent, never above the commitment', () => {
  const thirds = allocate(terms({ price: '3', for_sale: '100', per_user_cap: '100' }), [
    { id: 1, amount: '100' },
    { id: 2, amount: '100' },
    { id: 3, amount: '100' },
  ])
  expect(thirds).toEqual(
    [1, 2, 3].map((id) => ({ id, tokens: '33.33', charged: '99.99', released: '0.01' })),
  )
  // a price that does not divide: 7 tokens at 0.333 cost 2.331, charged 2.34
  const [one] = allocate(terms({ price: '0.333', for_sale: '7', per_user_cap: '7' }), [
    { id: 1, amount: '10' },
  ])
  expect(one).toEqual({ id: 1, tokens: '7.00', charged: '2.34', released: '7.66' })
  expect(allocate(terms(), [{ id: 1, amount: '0' }])).toEqual([
    { id: 1, tokens: '0.00', charged: '0.00', released: '0.00' },
  ])
})

it('estimates a commitment at the current total, never above what the allocation gives', () => {
  const t = terms({ per_user_cap: '400' })
  // 300 of 1,200: a quarter of 1,000 tokens
  expect(estimate(t, '300', '900')).toEqual({
    id: 0,
    tokens: '250.00',
    charged: '250.00',
    released: '50.00',
  })
  // alone it would take the whole sale, but the cap holds it at 400
  expect(estimate(t, '800', '0').tokens).toBe('400.00')
  expect(estimate(t, '0', '900')).toEqual({
    id: 0,
    tokens: '0.00',
    charged: '0.00',
    released: '0.00',
  })
  // the others as they really are: one capped, so the final share is larger than the estimate
  const final = allocate(t, [
    { id: 1, amount: '300' },
    { id: 2, amount: '800' },
    { id: 3, amount: '100' },
  ])
  expect(final[0].tokens).toBe('300.00')
  expect(Number(final[0].tokens)).toBeGreaterThan(Number(estimate(t, '300', '900').tokens))
})
