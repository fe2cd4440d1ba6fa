// How long withdrawals wait after a security change or a new address (DESIGN §5, WIRE.md "the
// 24 h locks"): long enough for the owner to notice a takeover. A demo server waits a minute so
// a newcomer can try the whole path.
import { HOUR, MINUTE } from '../clock'

export const WITHDRAW_HOLD_MS = 24 * HOUR
export const DEMO_WITHDRAW_HOLD_MS = MINUTE

export const withdrawHoldMs = (demo: boolean): number =>
  demo ? DEMO_WITHDRAW_HOLD_MS : WITHDRAW_HOLD_MS
