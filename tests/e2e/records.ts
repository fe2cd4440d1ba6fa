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
  /** account and part: 'Asset account · Available' (for a shift, the part it came from) */
  account: string
  before: bigint
  after: bigint
  /** a hold or its release, one row: `value` moved from `account` to this account and part */
  shiftedTo?: string
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
    const type = ((await row.locator('.record__type').textContent()) ?? '').trim()
    const label = ((await row.locator('.record__label').textContent()) ?? '').trim()
    if ((await row.getAttribute('data-kind')) === 'shift') {
      // 'Asset account · Available → Frozen'
      const [account, parts] = label.split(' · ')
      const [from, to] = parts.split(' → ')
      const [source, target] = [`${account} · ${from}`, `${account} · ${to}`]
      out.push({
        type,
        value: units(value),
        coin,
        account: source,
        before: 0n,
        after: 0n,
        shiftedTo: target,
      })
      continue
    }
    const figures = (await row.locator('.record__figures').textContent()) ?? ''
    const [, before, after] = figures.match(/Before (\S+) → after (\S+)/) ?? []
    out.push({
      type,
      value: units(value),
      coin,
      account: label,
      before: units(before),
      after: units(after),
    })
  }
  return out
}

/**
 * Checks that each record's change is its after minus its before and that each balance carries on
 * from the record before it (from nothing at first; a shift moves its amount between two parts);
 * returns the last balance of each account, part and coin: 'Asset account · Available USDT'.
 */
export function balancesAfter(newestFirst: readonly ShownRecord[]): Map<string, bigint> {
  const last = new Map<string, bigint>()
  for (const r of newestFirst.slice().reverse()) {
    if (r.shiftedTo !== undefined) {
      const [from, to] = [`${r.account} ${r.coin}`, `${r.shiftedTo} ${r.coin}`]
      expect(r.value).toBeGreaterThan(0n)
      expect(last.get(from) ?? 0n).toBeGreaterThanOrEqual(r.value)
      last.set(from, (last.get(from) ?? 0n) - r.value)
      last.set(to, (last.get(to) ?? 0n) + r.value)
      continue
    }
    expect(r.after - r.before).toBe(r.value)
    const key = `${r.account} ${r.coin}`
    expect(r.before).toBe(last.get(key) ?? 0n)
    last.set(key, r.after)
  }
  return last
}
