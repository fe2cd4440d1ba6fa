// Exports (issue 32 item 5): what can be written to a CSV file and for how long a period, shared
// by the catalogue, the server and the app (which must not load the catalogue's schema library).

/**
 * account records; seconds, spot and leverage orders; deposits; withdrawals. Each is a list the
 * app shows, and its file holds the same rows, oldest first.
 */
export const EXPORT_KINDS = [
  'records',
  'seconds',
  'spot',
  'lever',
  'deposits',
  'withdrawals',
] as const
export type ExportKind = (typeof EXPORT_KINDS)[number]

/** The longest period one file covers, in days: a year, leap day included. */
export const EXPORT_MAX_DAYS = 366

/** Rows in one part of a file: one request each, so the app can show how far it has come. */
export const EXPORT_PART_ROWS = 500
