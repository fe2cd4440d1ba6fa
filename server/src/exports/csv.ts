// CSV as RFC 4180 writes it (fields quoted when they hold a comma, a quote or a line break; lines
// end in CRLF), opened by a byte order mark so spreadsheet programs read UTF-8 rather than the
// system's code page. A text cell a spreadsheet would run as a formula (it starts with =, +, -, @,
// tab or CR: OWASP "CSV Injection") is written behind an apostrophe; a number, negative ones
// included, stays a number.

export type Cell = string | number | null

/** Opens a file, before its header row. */
export const BOM = '\uFEFF'

const NUMBER = /^-?\d+(\.\d+)?$/
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: Cell): string {
  if (value === null) return ''
  let text = String(value)
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`
