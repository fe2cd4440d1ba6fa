// The account records page as a journey reads it: every record, and amounts exact to the unit.
import type { Page } from 'playwright-core'

// Amounts as shown ('1,234.5678', '+0.10') in units of 10^-18, so sums are exact.
const SCALE = 18
export function units(shown: string): bigint {
  const text = shown.replace(/[,\s+]/g, '')
  const negative = text.startsWith('-')
  const [int, frac = ''] = text.replace('-', '').split('.')
  const value = BigInt(int + frac.padEnd(SCALE, '0'))
  return negative ? -value : value
}

export interface ShownRecord {
  /** what it was, as the page names it: 'Deposit' */
  type: string
  value: bigint
  coin: string
  /** account and part: 'Asset account · Available' */
  account: string
  before: bigint
  after: bigint
}

/** Every account record, newest first, read off the page after loading all of them. */
export async function readRecords(page: Page): Promise<ShownRecord[]> {
  await page.locator('.records .record').first().waitFor()
  // a list of one page has no footer; a longer one loads the next page on a tap of its footer
  for (;;) {
    const footer = page.locator('.records__more').locator('visible=true')
    if ((await footer.count()) === 0) break
    const text = ((await footer.first().textContent()) ?? '').trim()
    if (text === 'No more records') break
    if (text === 'More records') await footer.first().click()
    await page.waitForTimeout(300)
  }
  const rows = page.locator('.records .record').locator('visible=true')
  const out: ShownRecord[] = []
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i)
    const [value, coin = ''] = ((await row.locator('.record__value').textContent()) ?? '')
      .trim()
      .split(' ')
    const figures = (await row.locator('.record__figures').textContent()) ?? ''
    const [, before, after] = figures.match(/Before (\S+) → after (\S+)/) ?? []
    out.push({
      type: ((await row.locator('.record__type').textContent()) ?? '').trim(),
      value: units(value),
      coin,
      account: ((await row.locator('.record__label').textContent()) ?? '').trim(),
      before: units(before),
      after: units(after),
    })
  }
  return out
}

/**
 * Checks that each record's change is its after minus its before and that each balance carries on
 * from the record before it (from nothing at first); returns the last balance of each account,
 * part and coin: 'Asset account · Available USDT'.
 */
export function balancesAfter(newestFirst: readonly ShownRecord[]): Map<string, bigint> {
  const last = new Map<string, bigint>()
  for (const r of newestFirst.slice().reverse()) {
    expect(r.after - r.before).toBe(r.value)
    const key = `${r.account} ${r.coin}`
    expect(r.before).toBe(last.get(key) ?? 0n)
    last.set(key, r.after)
  }
  return last
}
