// Dual investment's payout (WIRE "Pinned for the catalogue areas"), by example to the cent: both
// sides, both outcomes, the price exactly at the target, rounding down once in the paying currency.
import { dualOutcomes, dualPayout } from '@common/dualRules'

const call = { type: 'call' as const, target_price: '100000', apr: '12', days: 7 }
const put = { type: 'put' as const, target_price: '50000', apr: '20', days: 14 }

it('pays a call in USDT at or above the target, in the coin below it', () => {
  // f = 1 + 12 x 7 / 36500 = 36584 / 36500
  expect(dualPayout(call, '0.5', '100000', 8)).toEqual({
    in: 'quote',
    amount: '50115.06', // 0.5 x 100,000 x f = 50,115.0684...
    converted: true,
  })
  expect(dualPayout(call, '0.5', '120000.5', 8).amount).toBe('50115.06')
  expect(dualPayout(call, '0.5', '99999.99', 8)).toEqual({
    in: 'coin',
    amount: '0.50115068', // 0.5 x f = 0.501150684...
    converted: false,
  })
})

it('pays a put in the coin at or below the target, in USDT above it', () => {
  // f = 1 + 20 x 14 / 36500 = 36780 / 36500
  expect(dualPayout(put, '1000', '50000', 8)).toEqual({
    in: 'coin',
    amount: '0.02015342', // 1,000 / 50,000 x f = 0.0201534246...
    converted: true,
  })
  expect(dualPayout(put, '1000', '50000.01', 8)).toEqual({
    in: 'quote',
    amount: '1007.67', // 1,000 x f = 1,007.6712...
    converted: false,
  })
  // ETH's six places
  expect(dualPayout(put, '1000', '40000', 6).amount).toBe('0.020153')
})

it('works out both outcomes for the amount typed', () => {
  expect(dualOutcomes(call, '0.5', 8)).toEqual({
    reached: { in: 'quote', amount: '50115.06', converted: true },
    missed: { in: 'coin', amount: '0.50115068', converted: false },
  })
  expect(dualOutcomes(put, '1000', 8)).toEqual({
    reached: { in: 'coin', amount: '0.02015342', converted: true },
    missed: { in: 'quote', amount: '1007.67', converted: false },
  })
  // no yield: the deposit back, converted at the target or not
  const flat = { ...call, apr: '0' }
  expect(dualOutcomes(flat, '0.5', 8).reached.amount).toBe('50000.00')
  expect(dualOutcomes(flat, '0.5', 8).missed.amount).toBe('0.50000000')
})
