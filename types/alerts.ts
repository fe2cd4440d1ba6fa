// Price alerts (issue 32 item 4): the kinds and the limit, shared by the catalogue, the server and
// the app (which must not load the catalogue's schema library).

/** How many alerts one user may have waiting at once. */
export const MAX_ALERTS = 20

/** above / below: the price reaches `value`; rise / fall: the 24 h change reaches ±`value` %. */
export const ALERT_KINDS = ['above', 'below', 'rise', 'fall'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]
