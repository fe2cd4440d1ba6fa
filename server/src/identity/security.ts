// When the account's security last changed: a new login password (changed or reset), a withdraw
// password set or changed, a mobile number bound. Someone who has taken over an account changes
// these first, so withdrawals wait for a while after one (wallet/holds.ts; WIRE.md: the 24 h
// locks). A nickname or an avatar is not security and leaves the time alone.

/** The SET clause every security change adds to its UPDATE of users, with the time as `$n`. */
export const STAMP_SECURITY = (param: number): string => `security_changed_at = $${param}`
