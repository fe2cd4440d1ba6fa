import { amountFault } from '@/utils/amountFault'

describe('amountFault', () => {
  it.each(['20', '0.5', '10.25', ' 7 '])('takes %p', (s) => {
    expect(amountFault(s)).toBeNull()
  })

  it.each(['0', '0.00', '-0', '-20', '-0.01', '-20.123', '.0', '00'])(
    'says %p is not above zero',
    (s) => {
      expect(amountFault(s)).toBe('notPositive')
    },
  )

  it.each(['', '12.345', '12,5', 'abc', '1e3', '+5', '12.', '1.2.3', '--5', '-'])(
    'says %p is malformed',
    (s) => {
      expect(amountFault(s)).toBe('format')
    },
  )

  it('counts decimals by the coin', () => {
    expect(amountFault('0.12345678', 8)).toBeNull()
    expect(amountFault('0.123456789', 8)).toBe('format')
  })
})
