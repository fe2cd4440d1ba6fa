/** What operator calls take: an e-mail, or '+<area code><digits>', i.e. an account key. */
export function accountKeyOf(account: string): string {
  const trimmed = account.trim()
  if (trimmed.includes('@')) return trimmed.toLowerCase()
  // An unencoded '+' in a query string arrives as a space; the digits are what count.
  return `+${trimmed.replace(/[^0-9]/g, '')}`
}
