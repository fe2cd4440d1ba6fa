// A loan's arithmetic (WIRE Loans; notes/catalogue-areas.md, Crypto loans) by example, to the
// cent: a day's interest rounded up, the debt after days, the LTV up to a hundredth with the
// decision on the exact ratio, the least collateral, the liquidation price and a liquidation's
// take, including a collateral worth less than the debt.
import {
  dailyInterest,
  debtAfter,
  liquidationPrice,
  ltvPercent,
  minCollateral,
  reaches,
  seizure,
} from '@common/loanRules'
import { divUp } from '@common/decimal'

it('divides rounding away from zero only when the quotient is not exact', () => {
  expect(divUp('1', '3', 4)).toBe('0.3334')
  expect(divUp('6', '3', 2)).toBe('2.00')
  expect(divUp('7', '2', 0)).toBe('4')
})

it('charges a day of interest up to the cent, and adds it day by day', () => {
  // 5,000 x 0.1 % = 5; 1,234.56 x 0.03 % = 0.370368 -> 0.38
  expect(dailyInterest('5000', '0.1', 2)).toBe('5.00')
  expect(dailyInterest('1234.56', '0.03', 2)).toBe('0.38')
  expect(debtAfter('1234.56', '0.03', 30, 2)).toBe('1245.96')
  // a loan of BTC counts interest in satoshis
  expect(dailyInterest('0.5', '0.02', 8)).toBe('0.00010000')
})

it('reads the LTV up to a hundredth, and decides on the exact ratio', () => {
  expect(ltvPercent('5005', '12500')).toBe('40.04')
  // 5,010 / 7,000 = 71.5714... shown as 71.58, the house's side
  expect(ltvPercent('5010', '7000')).toBe('71.58')
  expect(ltvPercent('1', '0')).toBe('Infinity')
  // exactly on the line counts as reached; a hair under does not
  expect(reaches('7000', '10000', '70')).toBe(true)
  expect(reaches('6999.99', '10000', '70')).toBe(false)
})

it('works out the least collateral and the liquidation price as the user types', () => {
  // 5,005 USDT at 50 % with BTC at 50,000: 0.2002 BTC
  expect(minCollateral('5005', '50000', '50', 8)).toBe('0.20020000')
  // one satoshi more than the exact quotient when it does not divide
  expect(minCollateral('1000', '30000', '65', 8)).toBe('0.05128206')
  // 0.25 BTC reaches 80 % when worth 5,005 / 0.8 = 6,256.25: at 25,025 a BTC
  expect(liquidationPrice('5005', '0.25', '80', 8)).toBe('25025.00000000')
})

it('takes the collateral that covers the debt and returns the rest, never more than there is', () => {
  // 5,010 USDT at 20,000: 0.2505 BTC of 0.3
  expect(seizure('5010', '20000', '0.3', 8)).toEqual({
    seized: '0.25050000',
    returned: '0.0495',
  })
  // 1,000 USDT at 30,000 is 0.0333... BTC: up to the satoshi
  expect(seizure('1000', '30000', '0.05', 8).seized).toBe('0.03333334')
  // a gap below the line: the collateral is worth less than the debt and is all taken
  expect(seizure('5010', '10000', '0.3', 8)).toEqual({ seized: '0.3', returned: '0.0' })
})
